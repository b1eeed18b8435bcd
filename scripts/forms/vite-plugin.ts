/**
 * `virtual:forms/<form>`: one ES module per form of the market being built (VITE_MARKET), holding its
 * schema, ui and rules files, its regions, the texts of its labels and messages in every language, and
 * its validator precompiled by ajv into plain functions.
 * No ajv, no `eval`/`new Function` reaches the browser. Built at `vite build` and on demand by the dev
 * server, which reloads the page when a schema, rules, ui, region or locale file changes. A form whose
 * files fail the schema lint stops the build with the lint's messages.
 */
import { assertMarket } from './market-lint.ts';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { buildValidationSchema } from '../../src/forms/compile/build-schema.ts';
import { formTextKeys, travelsWithForms } from '../../src/forms/compile/keys.ts';
import { lintForm, lintRegions } from '../../src/forms/compile/lint.ts';
import { formatIssue, localeText } from '../../src/forms/compile/lint-support.ts';
import { compileValidator, standaloneModule } from './compile.ts';
import {
  listForms,
  localeFiles,
  readJsonFile,
  readFormSources,
  readLocales,
  readRegions,
  usesRegions,
} from './sources.ts';

const INDEX = 'virtual:forms';
const PREFIX = `${INDEX}/`;
const RESOLVED = `\0${PREFIX}`;

export interface FormsPluginOptions {
  root: string;
  market: string;
  /**
   * Leave the texts of form labels, options and messages out of locales/*.json where the app imports
   * them: each form's module carries its own (src/forms/load.ts adds them), so the first load stays small.
   */
  splitLocales?: boolean;
}

/** A locale file with every text that travels with the forms removed (see src/forms/compile/keys.ts). */
export function localeWithoutFormTexts(locale: unknown, prefix = ''): unknown {
  if (typeof locale !== 'object' || locale === null) return locale;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(locale)) {
    const keyPath = `${prefix}${key}`;
    if (typeof value === 'string' && travelsWithForms(keyPath)) continue;
    if (typeof value === 'object' && value !== null) {
      const kept = localeWithoutFormTexts(value, `${keyPath}.`);
      if (Object.keys(kept as object).length > 0) out[key] = kept;
    } else out[key] = value;
  }
  return out;
}

/** The texts of `keys` as a key tree (`forms.personal.name` → `{ forms: { personal: { name } } }`). */
function textTree(keys: string[], text: (key: string) => string | undefined): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const key of keys) {
    const value = text(key);
    // A text missing in a language is left out: the app then shows English (the lint asks for it anyway).
    if (value === undefined) continue;
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1] as string] = value;
  }
  return tree;
}

/** The module text for one form (exported for the tests and `npm run size`-style tooling). */
export function formModule(root: string, market: string, name: string): { code: string; files: string[] } {
  const locales = readLocales(root);
  const sources = readFormSources(root, market, name, locales);
  const { file: regionsFile, regions: allRegions } = readRegions(root, market);
  const regions = usesRegions(sources.rules) ? allRegions : [];
  const issues = lintForm(sources, {
    locales,
    regions,
    compile: (schema) => {
      try {
        compileValidator(schema);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    },
  });
  if (regionsFile && regions.length > 0)
    issues.push(...lintRegions(regionsFile, readJsonFile(root, regionsFile)));
  if (issues.length > 0) {
    throw new Error(
      `The ${market} "${name}" form does not pass the schema lint:\n${issues.map(formatIssue).join('\n')}`,
    );
  }
  const validation = buildValidationSchema(sources.schema, sources.rules, regions);
  const definition = {
    name,
    market,
    schema: sources.schema,
    ui: sources.ui,
    rules: sources.rules,
    regions,
    version: sources.version,
  };
  const keys = formTextKeys(sources.schema, sources.ui, sources.rules);
  const texts = Object.fromEntries(
    Object.entries(locales).map(([lang, locale]) => [lang, textTree(keys, (key) => localeText(locale, key))]),
  );
  // A section of texts at the root of the key tree (src/i18n/i18n.ts `TextSection`).
  const code = `${standaloneModule(validation)}
export const definition = { ...${JSON.stringify(definition)}, validate };
export const texts = { path: '', texts: ${JSON.stringify(texts)} };
`;
  const files = [
    ...sources.read,
    ...(regionsFile ? [regionsFile] : []),
    ...Object.values(localeFiles(root)).flatMap(({ first, sections }) => [first, ...sections]),
  ];
  return { code, files };
}

export function formsPlugin({ root, market, splitLocales = false }: FormsPluginOptions): Plugin {
  const localesDir = path.join(root, 'locales');
  return {
    name: 'tz-loan-forms',
    buildStart() {
      // A market file the app would refuse at run time does not build (the dev server says so too).
      assertMarket(root, market);
      this.addWatchFile(path.join(root, 'markets', `${market}.json`));
    },
    resolveId(id) {
      return id === INDEX || id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      // Only the plain import the app makes; `?raw` (the schema playground) gets the whole file.
      if (splitLocales && path.dirname(id) === localesDir && id.endsWith('.json')) {
        return JSON.stringify(localeWithoutFormTexts(JSON.parse(readFileSync(id, 'utf8'))));
      }
      if (id === `\0${INDEX}`) {
        // One lazy loader per form of the market: each definition is its own chunk.
        const entries = listForms(root, market).map(
          (name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(PREFIX + name)}),`,
        );
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      if (!/^[a-z][a-zA-Z0-9-]*$/.test(name)) throw new Error(`Bad form name "${name}" in ${id}`);
      const { code, files } = formModule(root, market, name);
      for (const file of files) this.addWatchFile(path.join(root, file));
      return code;
    },
  };
}
