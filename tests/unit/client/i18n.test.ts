import { describe, expect, it, vi } from 'vitest';
import { en, sw } from '../../helpers/texts.ts';
import meTexts from '../../../src/i18n/sections/me.ts';
import { formatDate } from '../../../src/i18n/dates.ts';
import { formatMoney, formatNumber } from '../../../src/i18n/format.ts';
import { setLanguage, type TextSection } from '../../../src/i18n/i18n.ts';

const leaves = (o: object, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? leaves(v, `${p}${k}.`) : [`${p}${k}`]));

const lookup = (o: object, key: string) =>
  key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;
const holes = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();

async function fresh(navigatorLanguage: string) {
  vi.resetModules();
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(navigatorLanguage);
  return import('../../../src/i18n/i18n.ts');
}

describe('locales', () => {
  it('Kiswahili has every English key, and no extra ones', () => {
    expect(leaves(sw).sort()).toEqual(leaves(en).sort());
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of leaves(en)) expect(holes(lookup(sw, key)), key).toEqual(holes(lookup(en, key)));
  });

  it('has the exact English texts of spec section 8', () => {
    expect(en.errors).toMatchObject({
      userNotLoggedIn: 'User not logged in',
      tokenExpired: 'Token expired, Please login again',
      otherDevice: 'The account is logged in from another device',
      tokenInvalid: 'Token invalid, Please login again',
      requestFailed: 'The request failed Please try again',
      invalidCode: 'Invalid verification code',
      alreadyRegistered: 'This number has been registered, please login directly',
    });
    expect(en.settings.exited).toBe('Exited successfully');
    expect(en.common.noData).toBe('No data');
    expect(sw.errors.invalidCode).toBe('Msimbo batili wa uthibitishaji');
  });
});

describe('language choice (docs/decisions.md)', () => {
  it('follows a Kiswahili device, else English', async () => {
    expect((await fresh('sw-TZ')).getLanguage()).toBe('sw');
    expect((await fresh('en-GB')).getLanguage()).toBe('en');
    expect((await fresh('fr-FR')).getLanguage()).toBe('en');
  });

  it('prefers the stored choice, and switching changes texts and <html lang>', async () => {
    localStorage.setItem('tzloan:device', '{"language":"sw"}');
    const i18n = await fresh('en-US');
    expect(i18n.getLanguage()).toBe('sw');
    expect(i18n.isLanguageLoaded()).toBe(false);
    await i18n.loadLanguage('sw');
    expect(i18n.t('tabs.home')).toBe('Nyumbani');
    expect(document.documentElement.lang).toBe('sw');
    await i18n.setLanguage('en');
    expect(i18n.t('tabs.home')).toBe('Home');
    expect(i18n.textsOf(meTexts)('me.greeting', { name: 'Amani' })).toBe('Hello, Amani');
    expect(i18n.headerLanguage('sw')).toBe('sw_KE');
    expect(i18n.headerLanguage('en')).toBe('en');
  });
});

describe('one language at a time', () => {
  it('loads a language once, on demand, and gives it the texts of chunks loaded before it', async () => {
    localStorage.setItem('tzloan:device', '{"language":"en"}');
    const i18n = await fresh('en-US');
    await i18n.loadLanguage('en');
    const late: TextSection<'x.late'> = {
      path: 'x',
      texts: { en: { late: 'Late' }, sw: { late: 'Kuchelewa' } },
    };
    const t = i18n.textsOf(late);
    expect(i18n.isLanguageLoaded('sw')).toBe(false);
    await Promise.all([i18n.setLanguage('sw'), i18n.loadLanguage('sw')]);
    expect(i18n.getLanguage()).toBe('sw');
    expect(t('x.late')).toBe('Kuchelewa');
    expect(i18n.t('tabs.home')).toBe('Nyumbani');
  });

  it('a slow switch does not win over a later choice', async () => {
    localStorage.setItem('tzloan:device', '{"language":"en"}');
    const i18n = await fresh('en-US');
    await i18n.loadLanguage('en');
    const toSw = i18n.setLanguage('sw'); // downloads
    await i18n.setLanguage('en'); // already there: at once
    await toSw;
    expect(i18n.getLanguage()).toBe('en');
    expect(i18n.t('tabs.home')).toBe('Home');
  });
});

describe('formatting', () => {
  it('groups thousands and shows money as TZS 60,000', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatMoney(60000)).toBe('TZS\u00a060,000');
    expect(formatMoney(1000, 'KES')).toBe('KES\u00a01,000');
  });

  it('treats 10-digit numbers as seconds and longer ones as milliseconds', () => {
    const seconds = Date.UTC(2026, 10, 22, 12) / 1000;
    expect(formatDate(seconds)).toBe('22-11-2026');
    expect(formatDate(seconds * 1000)).toBe('22-11-2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes dates in numbers, the same in both languages', () => {
    const seconds = Date.UTC(2026, 10, 22, 12) / 1000;
    setLanguage('sw');
    expect(formatDate(seconds)).toBe('22-11-2026');
    expect(formatDate(seconds, 'DD-MM-YYYY HH:mm')).toMatch(/^22-11-2026 \d\d:00$/);
    setLanguage('en');
    expect(formatDate(seconds)).toBe('22-11-2026');
  });
});
