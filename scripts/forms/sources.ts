/**
 * Reading a market's form files from disk (Node only): the Vite plugin, the sandbox and `npm run
 * lint:schemas` share it. Each file is parsed here, so a JSON syntax error names its file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormRules, JsonSchema, Region, RegionFile, UiSchema } from '../../src/forms/spec.ts';

export interface FormSources {
  name: string;
  market: string;
  schema: JsonSchema;
  ui: UiSchema;
  rules: FormRules;
  /** Paths of the three files, relative to the project root (for messages and watching). */
  files: { schema: string; ui: string; rules: string };
  /** Hash of the three files' text. */
  version: string;
}

export const FORM_PARTS = ['schema', 'ui', 'rules'] as const;

export class SourceError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'SourceError';
  }
}

export function readJsonFile(root: string, file: string): unknown {
  const text = readFileSync(path.join(root, file), 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SourceError(
      file,
      `is not valid JSON (${(error as Error).message}). Fix the syntax; JSON has no comments or trailing commas.`,
    );
  }
}

/** The markets that have a schemas/<market>/ folder. */
export function listMarkets(root: string): string[] {
  const dir = path.join(root, 'schemas');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The forms of a market: every `<form>.schema.json` in schemas/<market>/. */
export function listForms(root: string, market: string): string[] {
  const dir = path.join(root, 'schemas', market);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => file.slice(0, -'.schema.json'.length))
    .sort();
}

export function formFiles(market: string, name: string): FormSources['files'] {
  const base = `schemas/${market}/${name}`;
  return { schema: `${base}.schema.json`, ui: `${base}.ui.json`, rules: `${base}.rules.json` };
}

export function readFormSources(root: string, market: string, name: string): FormSources {
  const files = formFiles(market, name);
  for (const file of Object.values(files)) {
    if (!existsSync(path.join(root, file))) {
      throw new SourceError(
        file,
        `is missing. Every form has ${name}.schema.json, ${name}.ui.json and ${name}.rules.json.`,
      );
    }
  }
  const hash = createHash('sha256');
  for (const file of Object.values(files)) hash.update(readFileSync(path.join(root, file)));
  return {
    name,
    market,
    schema: readJsonFile(root, files.schema) as JsonSchema,
    ui: readJsonFile(root, files.ui) as UiSchema,
    rules: readJsonFile(root, files.rules) as FormRules,
    files,
    version: hash.digest('hex').slice(0, 12),
  };
}

/** A market's region list (regions/<market>.json; see regions/README.md), or null when it has none. */
export function regionsFile(root: string, market: string): string | null {
  const file = `regions/${market}.json`;
  return existsSync(path.join(root, file)) ? file : null;
}

export function readRegions(root: string, market: string): { file: string | null; regions: Region[] } {
  const file = regionsFile(root, market);
  if (!file) return { file: null, regions: [] };
  const data = readJsonFile(root, file) as Partial<RegionFile>;
  return { file, regions: Array.isArray(data.regions) ? data.regions : [] };
}

/** Every locale file (locales/<lang>.json), parsed. */
export function readLocales(root: string): Record<string, unknown> {
  const dir = path.join(root, 'locales');
  const out: Record<string, unknown> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    out[file.slice(0, -'.json'.length)] = readJsonFile(root, `locales/${file}`);
  }
  return out;
}

/** True when the form's rules take options from the market's regions. */
export function usesRegions(rules: FormRules): boolean {
  return Object.values(rules.options ?? {}).some((source) => source.from !== 'sets');
}
