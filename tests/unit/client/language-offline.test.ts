import { describe, expect, it, vi } from 'vitest';

/*
 * A language chosen offline, before its texts came (src/i18n/i18n.ts, setLanguageWhenOnline): the app
 * changes by itself once the connection is back, and a newer choice cancels that wait. The language
 * screen says so (tests/e2e/offline.e2e.test.ts drives it in the browser).
 */

async function fresh() {
  vi.resetModules();
  localStorage.setItem('tzloan:device', '{"language":"en"}');
  const i18n = await import('../../../src/i18n/i18n.ts');
  await i18n.loadLanguage('en');
  return i18n;
}

const backOnline = () => window.dispatchEvent(new Event('online'));

describe('a language chosen offline', () => {
  it('is put in force once the connection is back, and the screen hears of it once', async () => {
    const i18n = await fresh();
    const switched = vi.fn();
    i18n.setLanguageWhenOnline('sw', switched);
    expect(i18n.getLanguage()).toBe('en');
    backOnline();
    await vi.waitFor(() => expect(switched).toHaveBeenCalledTimes(1));
    expect(i18n.getLanguage()).toBe('sw');
    expect(i18n.t('tabs.home')).toBe('Nyumbani');
    backOnline();
    await i18n.loadLanguage('sw');
    expect(switched).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the borrower chooses again before the connection is back', async () => {
    const i18n = await fresh();
    const switched = vi.fn();
    i18n.setLanguageWhenOnline('sw', switched);
    await i18n.setLanguage('en');
    backOnline();
    await i18n.loadLanguage('sw');
    expect(switched).not.toHaveBeenCalled();
    expect(i18n.getLanguage()).toBe('en');
  });
});
