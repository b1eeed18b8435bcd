import { getChosenLanguage, type MarketLanguage } from '../i18n/i18n.ts';
import { inLanguage, market } from '../store/market.ts';
import { DOCUMENT_IDS, type DocumentId } from './document-ids.ts';

/**
 * Long texts as data (content/): the FAQ (content/faq/<lang>.json) and the agreements
 * (content/documents/<lang>.json). A language's file is its own chunk, loaded when its screen opens, so
 * the first load carries none of it. Texts name market facts as `{{placeholders}}` (the lender, support
 * contacts, agreement figures: markets/<id>.json), filled when shown; nothing in them is a hard-coded
 * figure. Every file is checked when it loads (and by tests/unit/client/content.test.ts), and a problem
 * names the file and the JSON pointer.
 */

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs, shown as text (never as HTML). */
  answer: string[];
}
export interface FaqSection {
  id: string;
  title: string;
  items: FaqItem[];
}
export interface Faq {
  lang: MarketLanguage;
  sections: FaqSection[];
}

export interface DocumentSection {
  heading: string;
  paragraphs?: string[];
  /** A bulleted list after the paragraphs. */
  list?: string[];
  /**
   * The section names the figures of one loan or rollover (`{{amount}}`, `{{dueDate}}`: the server's quote,
   * src/lib/agreement-facts.ts). Shown only when they are known; else the document's `withoutQuote`.
   */
  quote?: true;
}
export interface LegalDocument {
  intro: string[];
  sections: DocumentSection[];
  /**
   * In place of the `quote` sections when the agreement is read without figures (from Me, or at the
   * questionnaire, before a product and amount are chosen): says where the figures come from.
   */
  withoutQuote?: string;
}
export { DOCUMENT_IDS, type DocumentId };
export type Documents = { lang: MarketLanguage } & Record<DocumentId, LegalDocument>;

type Loaders = Record<string, () => Promise<unknown>>;
const FAQ_FILES: Loaders = import.meta.glob('../../content/faq/*.json', { import: 'default' });
const DOCUMENT_FILES: Loaders = import.meta.glob('../../content/documents/*.json', { import: 'default' });

const fileOf = (loaders: Loaders, lang: string) =>
  Object.keys(loaders).find((path) => path.endsWith(`/${lang}.json`));

/** The languages that have a file of a family (e.g. the FAQ's: en, sw, es). */
export function contentLanguages(family: 'faq' | 'documents'): string[] {
  const loaders = family === 'faq' ? FAQ_FILES : DOCUMENT_FILES;
  return Object.keys(loaders).map((path) => path.replace(/^.*\/([a-z]+)\.json$/, '$1'));
}

/**
 * The chosen language's file, or English when the language has none (the agreements exist in English and
 * Kiswahili; a market language without them reads them in English, like its UI texts).
 */
function load<T>(
  family: 'faq' | 'documents',
  lang: MarketLanguage,
  check: (file: string, raw: unknown) => T,
) {
  const loaders = family === 'faq' ? FAQ_FILES : DOCUMENT_FILES;
  const file = fileOf(loaders, lang) ?? fileOf(loaders, 'en');
  const loader = file ? loaders[file] : undefined;
  if (!file || !loader) return Promise.reject(new Error(`content/${family}: no file for ${lang} or en`));
  return loader().then((raw) => check(`content/${family}/${file.split('/').pop() ?? ''}`, raw));
}

export const loadFaq = (lang: MarketLanguage): Promise<Faq> => load('faq', lang, checkFaq);
export const loadDocuments = (lang: MarketLanguage): Promise<Documents> =>
  load('documents', lang, checkDocuments);

/**
 * The market facts texts may name, as shown in `lang` (a text's own language: the licence is written per
 * language) (a test checks that every placeholder used is one of them).
 */
export function marketFacts(lang: MarketLanguage = getChosenLanguage()): Record<string, string> {
  const { support, lender, agreement } = market;
  return {
    appName: market.appName,
    currency: market.currency,
    lender: lender.name,
    licence: inLanguage(lender.licence, lang),
    regulator: lender.regulator,
    address: lender.address,
    supportPhone: support.phone,
    supportEmail: support.email,
    opens: support.opens,
    closes: support.closes,
    timeZone: support.timeZone,
    minAge: String(agreement.minAge),
    rolloverDays: String(agreement.rolloverDays),
    complaintDays: String(agreement.complaintDays),
    reviewHours: String(agreement.reviewHours),
    drawHours: String(agreement.drawHours),
    proofReviewHours: String(agreement.proofReviewHours),
  };
}

/** Fills `{{name}}` with the market's facts; an unknown name stays visible rather than vanishing. */
export function fill(template: string, facts: Record<string, string> = marketFacts()): string {
  return template.replace(/{{(\w+)}}/g, (hole, name: string) => facts[name] ?? hole);
}

/* The checks: a file that does not have the shape fails loudly with its name and the JSON pointer. */

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(file: string, pointer: string, value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw new Error(`${file}: ${pointer} must be a text`);
  return value;
}

function texts(file: string, pointer: string, value: unknown, optional = false): void {
  if (optional && value === undefined) return;
  if (!Array.isArray(value) || value.length === 0) {
    throw new Error(`${file}: ${pointer} must be a list of texts`);
  }
  value.forEach((item, index) => text(file, `${pointer}/${index}`, item));
}

function list(file: string, pointer: string, value: unknown): Fields[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isObject)) {
    throw new Error(`${file}: ${pointer} must be a list of objects`);
  }
  return value;
}

function language(file: string, raw: Fields): void {
  const name = file.replace(/^.*\/([a-z]+)\.json$/, '$1');
  if (raw.lang !== name) throw new Error(`${file}: /lang must be "${name}", the file's language`);
}

export function checkFaq(file: string, raw: unknown): Faq {
  if (!isObject(raw)) throw new Error(`${file}: must be an object`);
  language(file, raw);
  list(file, '/sections', raw.sections).forEach((section, s) => {
    text(file, `/sections/${s}/id`, section.id);
    text(file, `/sections/${s}/title`, section.title);
    list(file, `/sections/${s}/items`, section.items).forEach((item, i) => {
      const at = `/sections/${s}/items/${i}`;
      text(file, `${at}/id`, item.id);
      text(file, `${at}/question`, item.question);
      texts(file, `${at}/answer`, item.answer);
    });
  });
  return raw as unknown as Faq;
}

export function checkDocuments(file: string, raw: unknown): Documents {
  if (!isObject(raw)) throw new Error(`${file}: must be an object`);
  language(file, raw);
  for (const id of DOCUMENT_IDS) {
    const doc = raw[id];
    if (!isObject(doc)) throw new Error(`${file}: /${id} is missing`);
    texts(file, `/${id}/intro`, doc.intro);
    const sections = list(file, `/${id}/sections`, doc.sections);
    const quoted = sections.some((section) => section.quote !== undefined);
    if (quoted !== (doc.withoutQuote !== undefined)) {
      throw new Error(`${file}: /${id} needs withoutQuote exactly when a section is a quote section`);
    }
    if (quoted) text(file, `/${id}/withoutQuote`, doc.withoutQuote);
    sections.forEach((section, s) => {
      const at = `/${id}/sections/${s}`;
      if (section.quote !== undefined && section.quote !== true) {
        throw new Error(`${file}: ${at}/quote must be true when present`);
      }
      text(file, `${at}/heading`, section.heading);
      texts(file, `${at}/paragraphs`, section.paragraphs, true);
      texts(file, `${at}/list`, section.list, true);
      if (section.paragraphs === undefined && section.list === undefined) {
        throw new Error(`${file}: ${at} needs paragraphs or a list`);
      }
    });
  }
  return raw as unknown as Documents;
}
