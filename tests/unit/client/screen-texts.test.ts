import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import sw from '../../../locales/sw.json';
import { sectionTexts, withoutScreenTexts } from '../../../scripts/screen-texts-plugin.ts';
import { BUSINESS_CODES } from '../../../src/api/errors.ts';
import { SCREEN_TEXT_SECTIONS, travelsWithScreen } from '../../../src/i18n/screen-texts.ts';
import { checkMarket } from '../../../src/store/market-check.ts';
import { groupNationalId } from '../../../src/lib/national-id.ts';
import { ROUTES } from '../../../src/routing/routes.ts';
import ke from '../../../markets/ke.json';
import tz from '../../../markets/tz.json';

/** Looks a dotted key up in a locale tree. */
const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('screen texts travel with their screen', () => {
  it('leaves the screen sections out of the first load, except the messages the API layer may show anywhere', () => {
    const first = withoutScreenTexts(en) as Record<string, unknown>;
    expect(lookup(first, 'idCard.intro')).toBeUndefined();
    expect(first['wallet']).toBeUndefined();
    expect(first['permissions']).toBeUndefined();
    expect(lookup(first, 'auth.login')).toBeUndefined();
    expect(lookup(first, 'auth.loginTitle')).toBe(en.auth.loginTitle);
    for (const key of Object.values(BUSINESS_CODES)) {
      for (const locale of [en, sw])
        expect(lookup(withoutScreenTexts(locale), key!), key).toBeTypeOf('string');
    }
  });

  it('keeps every route title in the first load: the shell names the page before its chunk arrives', () => {
    for (const locale of [en, sw]) {
      const first = withoutScreenTexts(locale);
      for (const route of ROUTES) expect(lookup(first, route.title), route.path).toBeTypeOf('string');
      expect(lookup(first, 'screens.notFoundTitle')).toBeTypeOf('string');
    }
  });

  it("gives each screen all of its section's other texts, in both languages, and nothing more", () => {
    for (const section of SCREEN_TEXT_SECTIONS) {
      const enTexts = sectionTexts(en, section);
      const swTexts = sectionTexts(sw, section);
      expect(Object.keys(swTexts).sort()).toEqual(Object.keys(enTexts).sort());
      for (const [key, text] of Object.entries(enTexts)) {
        expect(key.startsWith(`${section}.`)).toBe(true);
        expect(lookup(en, key)).toBe(text);
        expect(lookup(withoutScreenTexts(en), key)).toBeUndefined();
      }
    }
    expect(sectionTexts(en, 'idCard')['idCard.ocr.title']).toBe(en.idCard.ocr.title);
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

/** An import's path as a project file (`/src/…`), from the importing file's. */
const resolveImport = (file: string, spec: string) =>
  new URL(spec, `file://${file.slice(0, file.lastIndexOf('/'))}/`).pathname;

describe('every module that shows texts of a screen section has them added first', () => {
  // A key that travels with its screen is missing from the table until a module imports its section
  // (`virtual:screen-texts/<section>` + addTexts). When a module draws, what it imports statically has
  // been evaluated, and so has every module on the import path that brought it (with their static
  // imports). A module that shows a section's keys must find the section added there, on every path
  // from the app's entries: else it prints the bare key whenever it draws first. Keys are found as
  // string literals ('auth.codeLabel') and template prefixes (`records.state.${…}`).
  const sources = import.meta.glob<string>(
    ['/src/**/*.{ts,tsx}', '!/src/**/*.stories.tsx', '!/src/**/*.test.{ts,tsx}'],
    { query: '?raw', import: 'default', eager: true },
  );
  const ENTRIES = ['/src/main.tsx', '/src/boot/early.ts'];
  const sections = SCREEN_TEXT_SECTIONS as readonly string[];
  const escaped = sections.map((section) => section.replaceAll('.', '\\.'));
  const literal = new RegExp(`['"\`](${escaped.join('|')})\\.([A-Za-z][\\w.]*)`, 'g');
  const staticImport = /(?:from\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  const dynamicImport = /import\s*\(\s*['"]([^'"]+)['"]/g;

  const statics = new Map<string, string[]>();
  const dynamics = new Map<string, string[]>();
  const adds = new Map<string, Set<string>>();
  const shows = new Map<string, Set<string>>();
  for (const [file, text] of Object.entries(sources)) {
    // Comments name keys as examples ("e.g. t('wallet.codeHint')"): not shown.
    const source = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
    const own = new Set<string>();
    const targets: string[] = [];
    for (const [, spec] of source.matchAll(staticImport)) {
      if (spec!.startsWith('virtual:screen-texts/')) own.add(spec!.slice('virtual:screen-texts/'.length));
      else if (spec!.startsWith('.')) targets.push(resolveImport(file, spec!));
    }
    statics.set(
      file,
      targets.filter((target) => target in sources),
    );
    dynamics.set(
      file,
      [...source.matchAll(dynamicImport)]
        .filter(([, spec]) => spec!.startsWith('.'))
        .map(([, spec]) => resolveImport(file, spec!))
        .filter((target) => target in sources),
    );
    adds.set(file, own);
    const keys = new Set<string>();
    for (const [, section, rest] of source.matchAll(literal)) {
      const key = `${section}.${rest}`;
      const known = lookup(en, key.replace(/\.$/, '')) !== undefined;
      if (known && travelsWithScreen(key.endsWith('.') ? `${key}x` : key)) keys.add(section!);
    }
    shows.set(file, keys);
  }
  /** The sections added by `file` and everything it imports statically (evaluated before it draws). */
  const closureAdds = (file: string) => {
    const found = new Set<string>();
    const seen = new Set<string>();
    const queue = [file];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      for (const section of adds.get(next)!) found.add(section);
      queue.push(...statics.get(next)!);
    }
    return found;
  };
  // present(F): sections surely added when F draws, whatever path brought it: its own static closure's,
  // plus what every importer had. A fixpoint from the entries down, intersecting over importers.
  const present = new Map<string, Set<string>>();
  for (const entry of ENTRIES) present.set(entry, closureAdds(entry));
  for (let changed = true; changed;) {
    changed = false;
    // A Map's iteration also visits the entries added while it runs.
    for (const [file, had] of present) {
      for (const target of [...statics.get(file)!, ...dynamics.get(file)!]) {
        if (ENTRIES.includes(target)) continue;
        const through = new Set([...had, ...closureAdds(target)]);
        const before = present.get(target);
        const next = before ? new Set([...before].filter((section) => through.has(section))) : through;
        if (!before || next.size !== before.size) {
          present.set(target, next);
          changed = true;
        }
      }
    }
  }

  it('finds the app through its imports', () => {
    expect(present.has('/src/features/auth/LoginScreen.tsx')).toBe(true);
    expect(present.has('/src/features/borrow/DrawPanel.tsx')).toBe(true);
  });

  it.each([...present.keys()].sort())('%s', (file) => {
    const missing = [...shows.get(file)!].filter((section) => !present.get(file)!.has(section));
    expect(missing, `${file} may draw these sections' texts before any module adds them`).toEqual([]);
  });
});
