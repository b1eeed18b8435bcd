import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import sw from '../../../locales/sw.json';
import { sectionTexts, withoutScreenTexts } from '../../../scripts/screen-texts-plugin.ts';
import { BUSINESS_CODES } from '../../../src/api/errors.ts';
import { SCREEN_TEXT_SECTIONS } from '../../../src/i18n/screen-texts.ts';
import { checkMarket } from '../../../src/store/market-check.ts';
import { groupNationalId } from '../../../src/lib/national-id.ts';
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
    expect(lookup(first, 'auth.login')).toBe(en.auth.login);
    for (const key of Object.values(BUSINESS_CODES)) {
      for (const locale of [en, sw])
        expect(lookup(withoutScreenTexts(locale), key!), key).toBeTypeOf('string');
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

  it('fails loudly, naming the file and the place, for a wallet or permission the app does not know', () => {
    expect(() =>
      checkMarket('markets/xx.json', {
        ...tz,
        wallets: [
          { id: 'mpesa', name: 'M-Pesa' },
          { id: 'paypal', name: 'PayPal' },
        ],
      }),
    ).toThrow('markets/xx.json: /wallets/1 "paypal" is not one of mpesa, tigo, airtel, halopesa');
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
