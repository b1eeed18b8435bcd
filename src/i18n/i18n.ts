import rosetta from 'rosetta';
import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import en from '../../locales/en.json';
import sw from '../../locales/sw.json';
import { device, setStoredLanguage, type Lang } from '../store/device.ts';
import { market } from '../store/market.ts';

export type { Lang };

/** Dot paths of every string in locales/en.json: the English file is the source of the key type. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<typeof en>;
export type MessageParams = Record<string, string | number>;

const dictionaries = { en, sw } as const;
const i18n = rosetta<typeof en>(dictionaries);

/** The language in force, observable by React through `useLanguage`. */
const current = proxy<{ lang: Lang }>({ lang: initialLanguage() });

/** Stored choice first; else Kiswahili when the device speaks it; else English (decisions.md). */
function initialLanguage(): Lang {
  const offered = market.languages;
  if (device.language && offered.includes(device.language)) return device.language;
  const nav = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  if (nav.startsWith('sw') && offered.includes('sw')) return 'sw';
  return 'en';
}

function apply(lang: Lang): void {
  i18n.locale(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
apply(current.lang);

export function getLanguage(): Lang {
  return current.lang;
}

/** Switches the UI, dates (src/i18n/dates.ts reads it) and the `lang` request header; remembers the choice on the device. */
export function setLanguage(lang: Lang): void {
  setStoredLanguage(lang);
  current.lang = lang;
  apply(lang);
}

/**
 * Adds texts that arrive with a lazily loaded part of the app (a form's labels, options and messages,
 * left out of the first load by the build): `{ en: { 'a.b.c': 'text' }, sw: { … } }`.
 */
export function addTexts(texts: Partial<Record<Lang, Record<string, string>>>): void {
  for (const [lang, entries] of Object.entries(texts)) {
    const table = i18n.table(lang) as Record<string, unknown> | undefined;
    if (!table || !entries) continue;
    for (const [key, text] of Object.entries(entries)) {
      if (!text) continue;
      const parts = key.split('.');
      let node = table;
      for (const part of parts.slice(0, -1)) {
        const next = node[part];
        node = (typeof next === 'object' && next !== null ? next : (node[part] = {})) as Record<
          string,
          unknown
        >;
      }
      node[parts[parts.length - 1] as string] = text;
    }
  }
}

/** Translates a key; a missing Kiswahili string falls back to English rather than showing a key. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = i18n.t(key, params, current.lang) || i18n.t(key, params, 'en');
  return text || key;
}

/** For components: re-renders when the language changes and returns `t`. */
export function useT(): typeof t {
  // Reading `lang` is what subscribes: valtio re-renders only for properties the render touched.
  void useSnapshot(current).lang;
  return t;
}

export function useLanguage(): Lang {
  return useSnapshot(current).lang;
}

/** Language codes the server expects in the `lang` header. */
export const headerLanguage = (lang: Lang): string => (lang === 'sw' ? 'sw_KE' : 'en');
