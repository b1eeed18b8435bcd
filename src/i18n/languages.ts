import type en from '../../locales/en.json';
import type { Lang } from '../store/device.ts';
import type { MarketLanguage } from '../store/market.ts';

/**
 * Which language a borrower gets, and where its texts come from: pure, and small enough for the start-up
 * script (src/boot/early-calls.ts), which starts the texts' download and the first screen's calls before
 * the app's code has arrived, and must pick the language exactly as the app will (./i18n.ts).
 */

/**
 * Each language's texts are their own chunk, loaded before the first render (src/main.tsx) and when the
 * borrower switches: the first load carries one language, not both (about 4 KB gzipped less on a
 * Slow 4G / 3G first screen). Kiswahili has every key English has (a unit test checks), so nothing
 * falls back to a language that is not there.
 */
export const LOCALE_LOADERS: Record<Lang, () => Promise<{ default: typeof en }>> = {
  en: () => import('../../locales/en.json'),
  sw: () => import('../../locales/sw.json') as Promise<{ default: typeof en }>,
};

/** Stored choice first; else Kiswahili when the device speaks it; else English (docs/decisions.md). */
export function pickLanguage(
  stored: unknown,
  deviceLanguage: string,
  offered: readonly MarketLanguage[],
): MarketLanguage {
  if (typeof stored === 'string' && (offered as readonly string[]).includes(stored))
    return stored as MarketLanguage;
  if (deviceLanguage.toLowerCase().startsWith('sw') && offered.includes('sw')) return 'sw';
  return 'en';
}

/**
 * The UI language of a market language: itself when it has UI texts (locales/<lang>.json), else English.
 * A market may offer a language whose content (the FAQ) exists before its UI texts do (docs/languages.md).
 */
export function uiLanguageOf(lang: MarketLanguage): Lang {
  return lang in LOCALE_LOADERS ? (lang as Lang) : 'en';
}

/** The `lang` header's value for a UI language (docs/protocol.md). */
export const headerLanguage = (lang: Lang): string => (lang === 'sw' ? 'sw_KE' : 'en');
