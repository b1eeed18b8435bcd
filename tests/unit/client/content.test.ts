import { describe, expect, it } from 'vitest';
import ke from '../../../markets/ke.json';
import tz from '../../../markets/tz.json';
import {
  checkDocuments,
  checkFaq,
  contentLanguages,
  DOCUMENT_IDS,
  fill,
  loadDocuments,
  loadFaq,
  marketFacts,
  type DocumentId,
  type Faq,
} from '../../../src/lib/content.ts';
import { LOAN_FACTS, RENEWAL_FACTS } from '../../../src/lib/agreement-facts.ts';

/** Every text of a file, whatever its nesting. */
const allTexts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(allTexts)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(allTexts)
        : [];
const holes = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]);
const questionIds = (faq: Faq) => faq.sections.flatMap((s) => s.items.map((i) => `${s.id}/${i.id}`));

describe('FAQ and agreements as data (content/)', () => {
  it('has a FAQ for every language a market offers, and the agreements in English and Kiswahili', () => {
    for (const market of [tz, ke]) {
      for (const lang of market.languages)
        expect(contentLanguages('faq'), `${market.id} ${lang}`).toContain(lang);
    }
    expect(contentLanguages('faq').sort()).toEqual(['en', 'es', 'sw']);
    expect(contentLanguages('documents').sort()).toEqual(['en', 'sw']);
  });

  it('asks the same questions in every language, and names only facts the market data has', async () => {
    const en = await loadFaq('en');
    const known = Object.keys(marketFacts());
    for (const lang of ['en', 'sw', 'es'] as const) {
      const faq = await loadFaq(lang);
      expect(faq.lang).toBe(lang);
      expect(questionIds(faq)).toEqual(questionIds(en));
      for (const text of allTexts(faq)) for (const hole of holes(text)) expect(known, text).toContain(hole);
    }
    // An agreement's figures section may name its quote's figures too (src/lib/agreement-facts.ts).
    const quoteFacts: Partial<Record<DocumentId, readonly string[]>> = {
      loan: LOAN_FACTS,
      renewal: RENEWAL_FACTS,
    };
    for (const lang of ['en', 'sw'] as const) {
      const documents = await loadDocuments(lang);
      expect(documents.lang).toBe(lang);
      for (const id of DOCUMENT_IDS) {
        const document = documents[id];
        expect(document.sections.length).toBeGreaterThan(2);
        for (const section of document.sections) {
          const allowed = section.quote ? [...known, ...(quoteFacts[id] ?? [])] : known;
          for (const text of allTexts(section))
            for (const hole of holes(text)) expect(allowed, `${lang} ${id}: ${text}`).toContain(hole);
        }
        for (const text of [...document.intro, document.withoutQuote ?? ''])
          for (const hole of holes(text)) expect(known, text).toContain(hole);
      }
    }
  });

  it('reads a language without agreements of its own in English', async () => {
    expect((await loadDocuments('es')).lang).toBe('en');
  });

  it('fills the lender, support and figures from the market data, with no figure written in the texts', async () => {
    const filled = fill('{{lender}} · {{supportPhone}} · {{rolloverDays}} · {{unknown}}');
    expect(filled).toBe(
      `${tz.lender.name} · ${tz.support.phone} · ${tz.agreement.rolloverDays} · {{unknown}}`,
    );
    // Figures come from placeholders: the only digits in the texts are inside none of them.
    for (const lang of ['en', 'sw'] as const) {
      const texts = [...allTexts(await loadFaq(lang)), ...allTexts(await loadDocuments(lang))];
      for (const text of texts) expect(text.replace(/{{\w+}}/g, ''), text).not.toMatch(/\d/);
    }
  });

  it('never promises to read contacts or threatens to contact family, employer or contacts', async () => {
    const en = [...allTexts(await loadFaq('en')), ...allTexts(await loadDocuments('en'))].join('\n');
    expect(en).toMatch(/never reads? your contact/i);
    expect(en).toMatch(/never contact your family, friends, employer or contacts/i);
  });

  it('fails loudly, naming the file and the place, for a file of the wrong shape', () => {
    expect(() => checkFaq('content/faq/sw.json', { lang: 'en', sections: [] })).toThrow(
      'content/faq/sw.json: /lang must be "sw", the file\'s language',
    );
    expect(() =>
      checkFaq('content/faq/en.json', {
        lang: 'en',
        sections: [{ id: 'a', title: 'A', items: [{ id: 'q', question: 'Q?', answer: [''] }] }],
      }),
    ).toThrow('content/faq/en.json: /sections/0/items/0/answer/0 must be a text');
    expect(() =>
      checkDocuments('content/documents/en.json', { lang: 'en', privacy: { intro: ['x'] } }),
    ).toThrow('content/documents/en.json: /privacy/sections must be a list of objects');
    const figures = { heading: 'Your loan', quote: true, list: ['{{amount}}'] };
    expect(() =>
      checkDocuments('content/documents/en.json', {
        lang: 'en',
        privacy: { intro: ['x'], sections: [figures] },
      }),
    ).toThrow(
      'content/documents/en.json: /privacy needs withoutQuote exactly when a section is a quote section',
    );
  });

  it('has the loan and renewal agreements in both languages, with the same figures named', async () => {
    for (const id of ['loan', 'renewal'] as const) {
      const [en, sw] = [(await loadDocuments('en'))[id], (await loadDocuments('sw'))[id]];
      const named = (d: typeof en) =>
        d.sections
          .filter((s) => s.quote)
          .flatMap((s) => allTexts(s).flatMap(holes))
          .sort();
      expect(named(sw), id).toEqual(named(en));
      expect(named(en).length, id).toBeGreaterThan(3);
      expect(sw.withoutQuote, id).toBeTruthy();
    }
  });
});
