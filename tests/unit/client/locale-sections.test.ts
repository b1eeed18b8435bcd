import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import enFirst from '../../../locales/en.json';
import swFirst from '../../../locales/sw.json';
import { SECTION_FILES } from '../../helpers/texts.ts';
import { BUSINESS_CODES } from '../../../src/api/errors.ts';
import type { TextSection } from '../../../src/i18n/i18n.ts';
import { sectionPath } from '../../../src/i18n/locale-tree.ts';
import { checkMarket } from '../../../src/store/market-check.ts';
import { groupNationalId } from '../../../src/lib/national-id.ts';
import { ROUTES } from '../../../src/routing/routes.ts';
import ke from '../../../markets/ke.json';
import tz from '../../../markets/tz.json';

/** Looks a dotted key up in a locale tree. */
const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

const leaves = (tree: unknown, prefix = ''): string[] =>
  typeof tree === 'object' && tree !== null
    ? Object.entries(tree).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

const sectionFiles = (lang: string) => readdirSync(`locales/${lang}`).sort();
const modules = import.meta.glob<TextSection>('../../../src/i18n/sections/*.ts', {
  eager: true,
  import: 'default',
});

describe('texts load with the code that shows them', () => {
  it('keeps in the first load what any screen may show before its section arrives: route titles and server messages', () => {
    for (const first of [enFirst, swFirst]) {
      for (const route of ROUTES) expect(lookup(first, route.title), route.path).toBeTypeOf('string');
      expect(lookup(first, 'screens.notFoundTitle')).toBeTypeOf('string');
      for (const key of Object.values(BUSINESS_CODES)) expect(lookup(first, key!), key).toBeTypeOf('string');
    }
    // A screen's own words are not in the first load.
    expect(lookup(enFirst, 'auth.login')).toBeUndefined();
    expect(lookup(enFirst, 'idCard.intro')).toBeUndefined();
  });

  it('has each section file in both languages, with its module, under the key its name says', () => {
    expect(sectionFiles('sw')).toEqual(sectionFiles('en'));
    expect([...SECTION_FILES].sort()).toEqual(sectionFiles('en'));
    for (const file of sectionFiles('en')) {
      const module = modules[`../../../src/i18n/sections/${file.replace(/\.json$/, '.ts')}`];
      expect(module, `src/i18n/sections/ has no module for locales/en/${file}`).toBeDefined();
      expect(module?.path).toBe(sectionPath(file));
    }
    expect(Object.keys(modules)).toHaveLength(sectionFiles('en').length);
  });

  it('has each text in one file only: a translator edits it in one place', () => {
    for (const [lang, first] of [
      ['en', enFirst],
      ['sw', swFirst],
    ] as const) {
      const firstKeys = new Set(leaves(first));
      for (const section of Object.values(modules)) {
        const keys = leaves(section.texts[lang], `${section.path}.`);
        expect(keys.length, section.path).toBeGreaterThan(0);
        expect(
          keys.filter((key) => firstKeys.has(key)),
          `${lang} ${section.path}`,
        ).toEqual([]);
      }
    }
  });
});

describe('market data', () => {
  it('every market file passes the check', () => {
    expect(checkMarket('markets/tz.json', tz).id).toBe('tz');
    expect(checkMarket('markets/ke.json', ke).wallets.map((w) => w.id)).toEqual(['mpesa', 'airtel']);
  });

  it('fails loudly, naming the file and the place, for a wallet id that is not one or a permission the app does not know', () => {
    // A new wallet is data (MTN Mobile Money in a new market): only its id's form is checked.
    expect(
      checkMarket('markets/xx.json', { ...tz, wallets: [{ id: 'mtn', name: 'MTN Mobile Money' }] }).wallets,
    ).toEqual([{ id: 'mtn', name: 'MTN Mobile Money' }]);
    expect(() =>
      checkMarket('markets/xx.json', {
        ...tz,
        wallets: [
          { id: 'mpesa', name: 'M-Pesa' },
          { id: 'Pay Pal', name: 'PayPal' },
        ],
      }),
    ).toThrow('markets/xx.json: /wallets/1/id must be lower-case letters and digits, e.g. "mpesa"');
    expect(() => checkMarket('markets/xx.json', { ...tz, permissions: ['camera', 'contacts'] })).toThrow(
      'markets/xx.json: /permissions/1 "contacts" is not one of camera, location',
    );
    expect(() => checkMarket('markets/xx.json', { ...tz, collectionSteps: ['device', 'contact'] })).toThrow(
      'markets/xx.json: /collectionSteps has "contact", which /neverAsks promises not to collect',
    );
    expect(() => checkMarket('markets/xx.json', { ...tz, collectionSteps: ['selfie'] })).toThrow(
      'markets/xx.json: /collectionSteps/0 "selfie" is not one of appList, sms, exif, device, contact, callLog, location',
    );
    expect(checkMarket('markets/tz.json', tz).collectionSteps).toEqual(['device', 'exif', 'location']);
    expect(checkMarket('markets/tz.json', tz).wallets.map((w) => w.id)).toEqual([
      'mpesa',
      'tigo',
      'airtel',
      'halopesa',
    ]);
  });

  it("prints a national ID in the market's groups, and anything else as it came", () => {
    expect(groupNationalId('19900615123450000127', [8, 5, 5, 2])).toBe('19900615-12345-00001-27');
    expect(groupNationalId('19900615-12345-00001-27', [8, 5, 5, 2])).toBe('19900615-12345-00001-27');
    expect(groupNationalId('12345678', [8])).toBe('12345678');
    expect(groupNationalId('1990 0615', [8, 5, 5, 2])).toBe('1990 0615');
  });
});
