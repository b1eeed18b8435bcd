import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ke from '../../../markets/ke.json';
import tz from '../../../markets/tz.json';

/**
 * The language screen lists the market's languages as its data has them (markets/<id>.json), with nothing
 * filtered in code: tz offers English and Kiswahili, a market whose data adds Spanish offers Spanish too.
 * Spanish has no UI texts: choosing it keeps the UI in English, and the FAQ (content) in Spanish.
 */
async function screenFor(marketFile: typeof tz | typeof ke) {
  vi.resetModules();
  // The market file as a JSON module: each fact a named export (src/store/market.ts takes them one by one).
  vi.doMock('#market', () => ({ ...marketFile, default: marketFile }));
  localStorage.clear();
  const i18n = await import('../../../src/i18n/i18n.ts');
  await i18n.loadLanguage('en');
  const { default: LanguageScreen } = await import('../../../src/features/user-center/LanguageScreen.tsx');
  // Imported after the reset, so that it sets up the same fresh modules the screen uses.
  const { renderScreen } = await import('../../helpers/render-screen.tsx');
  renderScreen(<LanguageScreen title="language.title" />, { at: '/user_center/language' });
  return i18n;
}

afterEach(() => {
  vi.doUnmock('#market');
});

describe('the language screen', () => {
  it('lists the languages of tz: English and Kiswahili', async () => {
    await screenFor(tz);
    const options = screen.getAllByRole('radio');
    expect(options.map((o) => (o as HTMLInputElement).value)).toEqual(['en', 'sw']);
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
  });

  it('lists Spanish for a market whose data offers it; choosing it keeps the UI in English', async () => {
    const i18n = await screenFor(ke);
    expect(screen.getAllByRole('radio').map((o) => (o as HTMLInputElement).value)).toEqual([
      'en',
      'sw',
      'es',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Español' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Español' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(i18n.getChosenLanguage()).toBe('es');
    expect(i18n.getLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('language.title')).toBe('Language');
    expect(JSON.parse(localStorage.getItem('tzloan:device') ?? '{}').language).toBe('es');
  });

  it('offers no language a market does not list, even when it was stored', async () => {
    localStorage.setItem('tzloan:device', '{"language":"es"}');
    vi.resetModules();
    vi.doMock('#market', () => ({ ...tz, default: tz }));
    const i18n = await import('../../../src/i18n/i18n.ts');
    expect(i18n.getChosenLanguage()).not.toBe('es');
  });
});
