import rosetta from 'rosetta';
import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import type en from '../../locales/en.json';
import { device, setStoredLanguage, type Lang } from '../store/device.ts';
import { market, type MarketLanguage } from '../store/market.ts';
import { onReconnect } from '../lib/reconnect.ts';
import { headerLanguage, LOCALE_LOADERS, pickLanguage, uiLanguageOf } from './languages.ts';
import { mergeAt } from './locale-tree.ts';

export type { Lang, MarketLanguage };
export { headerLanguage, uiLanguageOf };

/** Dot paths of every string in a locale tree, under `P`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Keys of the first load's texts (locales/en.json): what any screen, the shell and the API layer show. */
export type MessageKey = Leaves<typeof en>;
export type MessageParams = Record<string, string | number>;
/** A translation function that knows the keys `K`: the first load's, and the sections it was given. */
export type Translate<K extends string = MessageKey> = (key: K, params?: MessageParams) => string;

type Dictionary = typeof en;

/**
 * One section of texts that loads with the code that shows it (locales/<lang>/<file>.json; the first load
 * carries only locales/<lang>.json): its place in the key tree and its texts in every language, made by
 * `textSection` in src/i18n/sections/. `K` is the type of its keys only.
 */
export interface TextSection<K extends string = string> {
  readonly path: string;
  readonly texts: Readonly<Partial<Record<Lang, object>>>;
  readonly keys?: K;
}
/** The keys of a section (or a union of sections). */
export type KeysOf<S> = S extends TextSection<infer K> ? K : never;
/** The `t` of a screen that named the sections `S`: what a table of texts outside React takes. */
export type TranslateWith<S extends TextSection> = Translate<MessageKey | KeysOf<S>>;

/**
 * A section of texts from its English and Kiswahili files: Kiswahili must have every English key (the
 * compiler says which is missing), and the keys are typed from the English file.
 */
export function textSection<const P extends string, E extends object>(
  path: P,
  en: E,
  sw: NoInfer<E>,
): TextSection<Leaves<E, `${P}.`>> {
  return { path, texts: { en, sw } };
}

const i18n = rosetta<Dictionary>({});
const loaded = new Set<Lang>();
const loading = new Map<Lang, Promise<void>>();
/** Every section used so far, so that a language loaded later still gets the texts of chunks already loaded. */
const sections = new Set<TextSection>();

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
        for (const section of sections) mergeSection(lang, section);
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
 * Puts a section's texts in the tables (once: every module that shows a section names it, the first is
 * enough). Called by `useT` and `textsOf`; and by the form engine for a form's own texts (src/forms/load.ts).
 */
export function addTexts(section: TextSection): void {
  if (sections.has(section)) return;
  sections.add(section);
  for (const lang of loaded) mergeSection(lang, section);
}

function mergeSection(lang: Lang, section: TextSection): void {
  const table = i18n.table(lang) as Record<string, unknown> | undefined;
  const texts = section.texts[lang];
  if (table && texts) mergeAt(table, section.path, texts);
}

/** Keys known to the translation function that the given sections make. */
type Known<S extends readonly TextSection[]> = MessageKey | KeysOf<S[number]>;

/**
 * Translates a key in the language in force. English is the fallback when it is loaded too; a key with
 * no text at all shows as itself (the locale tests keep that from happening).
 */
function translate(key: string, params?: MessageParams): string {
  const text = i18n.t(key, params, current.lang) || (loaded.has('en') ? i18n.t(key, params, 'en') : '');
  return text || key;
}

/** Translates a first-load key (outside React: the API layer, toasts). */
export const t: Translate = translate;

/**
 * A key named by data rather than code (a form schema's labels, checked by the schema lint instead of the
 * compiler): the form engine's translation.
 */
export const translateDataKey: Translate<string> = translate;

/**
 * Outside React: adds the sections' texts and returns a translation function that knows their keys
 * (a flow's toast; the order tables that the screens pass their own `t` to use `KeysOf` instead).
 */
export function textsOf<const S extends readonly TextSection[]>(...used: S): Translate<Known<S>> {
  for (const section of used) addTexts(section);
  return translate;
}

/**
 * For components: adds the sections' texts (src/i18n/sections/), re-renders when the language changes and
 * returns a `t` that accepts the first load's keys and those sections' keys, no others: a screen that
 * shows a text of a section it did not name does not compile.
 */
export function useT<const S extends readonly TextSection[]>(...used: S): Translate<Known<S>> {
  for (const section of used) addTexts(section);
  // Reading `lang` is what subscribes: valtio re-renders only for properties the render touched.
  const snapshot = useSnapshot(current);
  void snapshot.lang;
  void snapshot.revision;
  return translate;
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
