/**
 * `virtual:screen-texts/<section>`: the texts of one locale section (src/i18n/screen-texts.ts) in every
 * language, flat (`{ en: { 'idCard.title': '…' }, sw: { … } }`), for its screen to add when its chunk loads.
 * With `split`, the same texts are taken out of locales/*.json where the app imports them, so the first
 * load does not carry them. Runs before Vite's JSON plugin and after the forms plugin's locale split.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SCREEN_TEXT_SECTIONS, screenSectionOf, travelsWithScreen } from '../src/i18n/screen-texts.ts';

const PREFIX = 'virtual:screen-texts/';
const RESOLVED = `\0${PREFIX}`;

export interface ScreenTextsPluginOptions {
  root: string;
  /** Leave the screen sections out of the imported locales (app builds); tests import them whole. */
  split: boolean;
}

/** The locale with every text that travels with a screen removed (pure, for tests). */
export function withoutScreenTexts(locale: unknown, prefix = ''): unknown {
  if (typeof locale !== 'object' || locale === null) return locale;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(locale)) {
    const keyPath = `${prefix}${key}`;
    if (typeof value === 'string') {
      if (!travelsWithScreen(keyPath)) out[key] = value;
      continue;
    }
    const kept = withoutScreenTexts(value, `${keyPath}.`);
    if (typeof kept !== 'object' || kept === null || Object.keys(kept).length > 0) out[key] = kept;
  }
  return out;
}

/** The texts of `section` that travel with its screen, flat by key (pure, for tests). */
export function sectionTexts(locale: unknown, section: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, keyPath: string) => {
    if (typeof node === 'string') {
      if (travelsWithScreen(keyPath) && screenSectionOf(keyPath) === section) out[keyPath] = node;
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) walk(value, `${keyPath}.${key}`);
    }
  };
  const node = section
    .split('.')
    .reduce<unknown>((tree, part) => (tree as Record<string, unknown> | undefined)?.[part], locale);
  walk(node, section);
  return out;
}

export function screenTextsPlugin({ root, split }: ScreenTextsPluginOptions): Plugin {
  const localesDir = path.join(root, 'locales');
  const localeFiles = ['en', 'sw'].map((lang) => ({ lang, file: path.join(localesDir, `${lang}.json`) }));
  return {
    name: 'tz-loan-screen-texts',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const section = id.slice(RESOLVED.length);
      if (!(SCREEN_TEXT_SECTIONS as readonly string[]).includes(section)) {
        throw new Error(`virtual:screen-texts/${section}: add "${section}" to src/i18n/screen-texts.ts`);
      }
      const texts: Record<string, Record<string, string>> = {};
      for (const { lang, file } of localeFiles) {
        this.addWatchFile(file);
        texts[lang] = sectionTexts(JSON.parse(readFileSync(file, 'utf8')), section);
      }
      return `export default ${JSON.stringify(texts)};\n`;
    },
    transform(code, id) {
      // Only the plain import the app makes (`?raw` and other queries get the whole file).
      if (!split || path.dirname(id) !== localesDir || !id.endsWith('.json')) return null;
      return { code: JSON.stringify(withoutScreenTexts(JSON.parse(code))), map: null };
    },
  };
}
