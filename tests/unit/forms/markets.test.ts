// @vitest-environment node
import type { UserConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { validateForm } from '../../../src/forms/validate.ts';
import { formModule } from '../../../scripts/forms/vite-plugin.ts';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lintAll } from '../../../scripts/forms/lint-cli.ts';
import { formatIssue } from '../../../src/forms/compile/lint-support.ts';
import {
  listForms,
  listMarkets,
  mergePatch,
  readFormSources,
  readJsonFile,
} from '../../../scripts/forms/sources.ts';
import { ROOT, marketDefinition, scratchProject } from '../../helpers/forms.ts';

const context = { nationalLength: 9, today: { day: 22, month: 11, year: 2026 } };

describe('markets are data: a market is its schemas, regions, locale keys and markets/<id>.json', () => {
  it('has the same five forms in Tanzania and Kenya', () => {
    expect(listMarkets(ROOT)).toEqual(['ke', 'tz']);
    for (const market of ['tz', 'ke']) {
      expect(listForms(ROOT, market)).toEqual([
        'feedback',
        'feedbackMessage',
        'personal',
        'questionnaire',
        'work',
      ]);
    }
  });

  it('builds each form of each market into a module with its precompiled validator', () => {
    for (const market of ['tz', 'ke']) {
      for (const name of listForms(ROOT, market)) {
        const { code } = formModule(ROOT, market, name);
        expect(code).toContain(`"market":"${market}"`);
        expect(code).toMatch(/export const validate\b/);
        expect(code).not.toMatch(/\brequire\(/);
      }
    }
  });

  it('Kenya: an 8-digit national ID, counties and their constituencies, KES income bands', () => {
    const personal = marketDefinition('ke', 'personal');
    const base = {
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      gender: 2,
      nationalId: '12345678',
      inputBirthday: '01-01-1995',
      education: 'Other',
      maritalStatus: 'Unmarried',
      residenceType: 'Others',
      state: 'nairobi',
      city: 'westlands',
      address: 'Waiyaki Way 1',
      preferredLanguage: 'en',
      email: 'wanjiru@yahoo.com',
      whatsappNo: '0712345678',
      cardType: 'National ID',
    };
    expect(validateForm(personal, base, context).errors).toEqual([]);
    const nida = validateForm(personal, { ...base, nationalId: '19900615-12345-00001-27' }, context);
    expect(nida.errors.map((e) => e.key)).toEqual(['forms.ke.nationalId.invalid']);
    const elsewhere = validateForm(personal, { ...base, city: 'ilala' }, context);
    expect(elsewhere.errors.map((e) => e.field)).toEqual(['city']);
    const work = marketDefinition('ke', 'work');
    expect((work.schema.properties as Record<string, { enum?: string[] }>).monthlySalary?.enum?.[0]).toBe(
      'Less than 20000',
    );
  });

  it('picks the market by the build setting VITE_MARKET, and ships only that one', async () => {
    vi.stubEnv('VITE_MARKET', 'ke');
    const { default: config } = await import('../../../vite.config.ts');
    const resolved = await (config as (env: { mode: string; command: 'build' }) => UserConfig)({
      mode: 'production',
      command: 'build',
    });
    const aliases = (resolved.resolve?.alias ?? []) as { find: string | RegExp; replacement: string }[];
    const alias = aliases.find(({ find }) => find === '#market');
    expect(alias?.replacement.replace(/\\/g, '/')).toMatch(/\/markets\/ke\.json$/);
    vi.unstubAllEnvs();
    const { market } = await import('../../../src/store/market.ts');
    expect(market).toMatchObject({ id: 'tz', currency: 'TZS', callingCode: '255' }); // the tests' build
  });
});

/** A scratch copy of everything the forms are made from, changed by `edit`, then removed. */
function scratch<T>(edit: (root: string) => void, check: (root: string) => T): T {
  return scratchProject((root) => {
    edit(root);
    return check(root);
  });
}
const write = (root: string, file: string, value: unknown) =>
  writeFileSync(path.join(root, file), `${JSON.stringify(value, null, 2)}\n`);
const read = (root: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, Record<string, unknown>>;
/** Adds locale texts (`{ en: { key: text }, sw: … }`) by dotted key. */
function addTexts(root: string, texts: Record<string, Record<string, string>>) {
  for (const [lang, entries] of Object.entries(texts)) {
    const locale = read(root, `locales/${lang}.json`);
    for (const [key, text] of Object.entries(entries)) {
      const parts = key.split('.');
      let node = locale as Record<string, unknown>;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[parts[parts.length - 1] as string] = text;
    }
    write(root, `locales/${lang}.json`, locale);
  }
}
const order = (root: string, market: string, form: string) =>
  readFormSources(root, market, form).ui['ui:order'] as string[];

/** Tanzania's own taxpayer number, placed after the email: the worked example of schemas/README.md. */
function addTanzanianTin(root: string) {
  mkdirSync(path.join(root, 'schemas/tz'), { recursive: true });
  write(root, 'schemas/tz/personal.schema.json', {
    properties: { tin: { type: 'string', pattern: '^[0-9]{9}$' } },
    $addRequired: ['tin'],
  });
  write(root, 'schemas/tz/personal.ui.json', {
    tin: { 'ui:widget': 'digits', 'ui:title': 'forms.personal.tin.label', 'ui:after': 'email' },
  });
  // Messages by convention: forms.<form>.<field>.<keyword>.
  addTexts(root, {
    en: {
      'forms.personal.tin.label': 'Taxpayer number (TIN)',
      'forms.personal.tin.required': 'Please input your TIN',
      'forms.personal.tin.pattern': 'A TIN has 9 digits',
    },
    sw: {
      'forms.personal.tin.label': 'Namba ya mlipakodi (TIN)',
      'forms.personal.tin.required': 'Tafadhali weka TIN yako',
      'forms.personal.tin.pattern': 'TIN ina tarakimu 9',
    },
  });
}

describe('markets as a base plus patches (schemas/base/, JSON Merge Patch per market)', () => {
  it('a market adds a field of its own without copying a base list, and the other market does not get it', () => {
    scratch(addTanzanianTin, (root) => {
      const tz = readFormSources(root, 'tz', 'personal');
      const placed = order(root, 'tz', 'personal');
      expect(placed[placed.indexOf('email') + 1]).toBe('tin');
      expect(tz.schema.required).toContain('tin');
      expect(tz.ui.tin).toEqual({ 'ui:widget': 'digits', 'ui:title': 'forms.personal.tin.label' });
      expect(order(root, 'ke', 'personal')).not.toContain('tin');
      expect(lintAll(root).issues.map(formatIssue)).toEqual([]);
    });
  });

  it('the market’s field stays where it was placed when the base changes its own order later', () => {
    scratch(
      (root) => {
        addTanzanianTin(root);
        // The base adds a field and moves the email to the top.
        const schema = read(root, 'schemas/base/personal.schema.json');
        schema.properties!.nickname = { type: 'string' };
        write(root, 'schemas/base/personal.schema.json', schema);
        const ui = read(root, 'schemas/base/personal.ui.json');
        const baseOrder = (ui['ui:order'] as unknown as string[]).filter((f) => f !== 'email');
        (ui as Record<string, unknown>)['ui:order'] = ['email', ...baseOrder, 'nickname'];
        ui.nickname = { 'ui:widget': 'text', 'ui:title': 'forms.personal.firstName.label' };
        write(root, 'schemas/base/personal.ui.json', ui);
      },
      (root) => {
        expect(order(root, 'tz', 'personal').slice(0, 2)).toEqual(['email', 'tin']);
        // The base's new field reaches both markets, with no change to their files.
        expect(order(root, 'tz', 'personal').at(-1)).toBe('nickname');
        expect(order(root, 'ke', 'personal').at(-1)).toBe('nickname');
        expect(lintAll(root).issues.map(formatIssue)).toEqual([]);
      },
    );
  });

  it('a market hides a base field with null: gone from its order, its required list, its ui and its rules', () => {
    scratch(
      (root) => {
        const patch = read(root, 'schemas/ke/personal.schema.json');
        patch.properties!.email = null;
        write(root, 'schemas/ke/personal.schema.json', patch);
      },
      (root) => {
        const ke = readFormSources(root, 'ke', 'personal');
        expect(Object.keys(ke.schema.properties as object)).not.toContain('email');
        expect(ke.schema.required).not.toContain('email');
        expect(ke.ui['ui:order']).not.toContain('email');
        expect(ke.ui).not.toHaveProperty('email');
        expect(ke.rules.normalize ?? {}).not.toHaveProperty('email');
        expect(ke.rules.messages).not.toHaveProperty('email');
        expect(order(root, 'tz', 'personal')).toContain('email');
        expect(lintAll(root).issues.map(formatIssue)).toEqual([]);
      },
    );
  });

  it('every market file changes something: none is a copy of its base file', () => {
    for (const market of listMarkets(ROOT)) {
      const folder = path.join(ROOT, 'schemas', market);
      const files = existsSync(folder) ? readdirSync(folder) : [];
      for (const file of files) {
        const base = path.join(ROOT, 'schemas/base', file);
        if (!existsSync(base)) continue; // a form only this market has
        const patch = readJsonFile(ROOT, `schemas/${market}/${file}`);
        const baseValue = readJsonFile(ROOT, `schemas/base/${file}`);
        expect(mergePatch(baseValue, patch), `schemas/${market}/${file}`).not.toEqual(baseValue);
      }
    }
  });

  it('follows RFC 7386: objects merge, null removes, arrays and values replace', () => {
    expect(
      mergePatch({ a: { b: 1, c: 2 }, d: [1, 2], e: 'x' }, { a: { b: null, f: 3 }, d: [3], e: 'y' }),
    ).toEqual({ a: { c: 2, f: 3 }, d: [3], e: 'y' });
  });

  it('refuses a patch naming a field the form does not have, naming the patch file and the field meant', () => {
    scratch(
      (root) => write(root, 'schemas/ke/work.ui.json', { monthlySalery: { 'ui:widget': 'sheet' } }),
      (root) => {
        expect(() => readFormSources(root, 'ke', 'work')).toThrow(
          /schemas\/ke\/work\.ui\.json: names "monthlySalery", which the form does not have .*Did you mean "monthlySalary"\?/,
        );
        const { issues } = lintAll(root);
        expect(issues.map((issue) => issue.file)).toEqual(['schemas/ke/work.ui.json']);
      },
    );
  });

  it('refuses a change to a misspelt base field in a market schema (no type: not a new field)', () => {
    scratch(
      (root) =>
        write(root, 'schemas/ke/work.schema.json', {
          properties: { monthlySalery: { enum: ['Less than 20000'] } },
        }),
      (root) => {
        const { issues } = lintAll(root);
        expect(issues.map(formatIssue)).toEqual([
          expect.stringMatching(
            /^schemas\/ke\/work\.schema\.json#: names "monthlySalery", which the base form \(schemas\/base\/work\.schema\.json\) does not have\. Did you mean "monthlySalary"\?/,
          ),
        ]);
      },
    );
  });
});
