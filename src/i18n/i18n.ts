import rosetta from 'rosetta';
import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import type en from '../../locales/en.json';
import { device, setStoredLanguage, type Lang } from '../store/device.ts';
import { market, type MarketLanguage } from '../store/market.ts';
import { onReconnect } from '../lib/reconnect.ts';
import { headerLanguage, LOCALE_LOADERS, pickLanguage, uiLanguageOf } from './languages.ts';

export type { Lang, MarketLanguage };
export { headerLanguage, uiLanguageOf };

/** Dot paths of every string in locales/en.json: the English file is the source of the key type. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<typeof en>;
export type MessageParams = Record<string, string | number>;

type Dictionary = typeof en;
type Texts = Partial<Record<Lang, Record<string, string>>>;

const i18n = rosetta<Dictionary>({});
const loaded = new Set<Lang>();
const loading = new Map<Lang, Promise<void>>();
/** Every addTexts call, so that a language loaded later still gets the texts of chunks already loaded. */
const addedTexts: Texts[] = [];

/**
 * The language in force, observable by React: `lang` is the UI language (`useLanguage`), `chosen` the
 * market language the borrower reads content in (`useChosenLanguage`); they differ only for a language
 * without UI texts.
 */
const current = proxy<{ lang: Lang; chosen: MarketLanguage; revision: number }>(initialState());
/** The language last asked for: a slow load of an earlier choice must not win over it. */
let wanted: MarketLanguage = current.chosen;

function initialState() {
  const chosen = initialLanguage();
  return { lang: uiLanguageOf(chosen), chosen, revision: 0 };
}

function initialLanguage(): MarketLanguage {
  return pickLanguage(
    device.language,
    typeof navigator === 'undefined' ? '' : navigator.language,
    market.languages,
  );
}

function apply(lang: Lang): void {
  i18n.locale(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
apply(current.lang);

export function getLanguage(): Lang {
  return current.lang;
}

/**
 * Loads a language's texts once (concurrent calls share the download). Rejects when the chunk cannot
 * be fetched (no network); a later call tries again.
 */
export function loadLanguage(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return Promise.resolve();
  let promise = loading.get(lang);
  if (!promise) {
    promise = LOCALE_LOADERS[lang]().then(
      (module) => {
        // A copy (structuredClone is Chrome 98+): addTexts writes into the table; the module's object is shared.
        i18n.set(lang, JSON.parse(JSON.stringify(module.default)) as Dictionary);
        loaded.add(lang);
        loading.delete(lang);
        for (const texts of addedTexts) mergeTexts(lang, texts[lang]);
        current.revision += 1; // re-renders what was drawn without these texts (see src/main.tsx)
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, promise);
  }
  return promise;
}

/** True once the texts of the language in force are there (the app renders after that). */
export function isLanguageLoaded(lang: Lang = current.lang): boolean {
  return loaded.has(lang);
}

/** A choice waiting for the connection (setLanguageWhenOnline): the way to stop waiting. */
let waiting: (() => void) | undefined;

function stopWaiting(): void {
  waiting?.();
  waiting = undefined;
}

/**
 * Switches the UI, dates and the `lang` request header, and remembers the choice on the device: at once
 * when the language's texts are loaded, else when they arrive. Rejects, leaving the language as it was,
 * when they cannot be fetched. A choice still waiting for the connection is dropped: this one is newer.
 */
export function setLanguage(lang: MarketLanguage): Promise<void> {
  stopWaiting();
  return switchTo(lang);
}

/**
 * For a choice whose texts could not download offline: switches by itself once the connection is back
 * (a read, safe to repeat until it works) and then calls `switched`. A newer choice cancels the wait.
 */
export function setLanguageWhenOnline(lang: MarketLanguage, switched: () => void): void {
  stopWaiting();
  const stop = onReconnect(() => {
    switchTo(lang).then(
      () => {
        stop();
        if (waiting === stop) waiting = undefined;
        switched();
      },
      () => undefined,
    );
  });
  waiting = stop;
}

function switchTo(lang: MarketLanguage): Promise<void> {
  wanted = lang;
  const ui = uiLanguageOf(lang);
  const choose = () => {
    if (wanted !== lang) return;
    setStoredLanguage(lang);
    current.chosen = lang;
    current.lang = ui;
    apply(ui);
  };
  // Synchronous when the texts are there, so the switch and the next render see the same language.
  if (loaded.has(ui)) {
    choose();
    return Promise.resolve();
  }
  return loadLanguage(ui).then(choose);
}

/**
 * Loads the language the device's records name and puts it in force without storing a choice: called once
 * those records are restored at start-up (src/main.tsx), which may name another language than the one the
 * app started with. Rejects when the texts cannot be fetched, as `loadLanguage` does.
 */
export function settleLanguage(): Promise<void> {
  const lang = initialLanguage();
  const ui = uiLanguageOf(lang);
  if (lang === current.chosen) return loadLanguage(ui);
  wanted = lang;
  return loadLanguage(ui).then(() => {
    if (wanted !== lang) return;
    current.chosen = lang;
    current.lang = ui;
    apply(ui);
  });
}

/**
 * Adds texts that arrive with a lazily loaded part of the app (a form's labels, options and messages,
 * left out of the first load by the build): `{ en: { 'a.b.c': 'text' }, sw: { … } }`.
 */
export function addTexts(texts: Texts): void {
  // Every module that shows a section's texts adds them; the first one to load is enough.
  if (addedTexts.includes(texts)) return;
  addedTexts.push(texts);
  for (const lang of loaded) mergeTexts(lang, texts[lang]);
}

function mergeTexts(lang: Lang, entries: Record<string, string> | undefined): void {
  const table = i18n.table(lang) as Record<string, unknown> | undefined;
  if (!table || !entries) return;
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

/**
 * Translates a key in the language in force. English is the fallback when it is loaded too; a key with
 * no text at all shows as itself (the locale tests keep that from happening).
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = i18n.t(key, params, current.lang) || (loaded.has('en') ? i18n.t(key, params, 'en') : '');
  return text || key;
}

/** For components: re-renders when the language changes and returns `t`. */
export function useT(): typeof t {
  // Reading `lang` is what subscribes: valtio re-renders only for properties the render touched.
  const snapshot = useSnapshot(current);
  void snapshot.lang;
  void snapshot.revision;
  return t;
}

export function useLanguage(): Lang {
  return useSnapshot(current).lang;
}

/** The market language the borrower chose (content such as the FAQ is in it); see `uiLanguageOf`. */
export function useChosenLanguage(): MarketLanguage {
  return useSnapshot(current).chosen;
}

export function getChosenLanguage(): MarketLanguage {
  return current.chosen;
}

/** Language codes the server expects in the `lang` header. */
