/**
 * Reading a market's form files from disk (Node only): the Vite plugin, the sandbox and `npm run
 * lint:schemas` share it. Each file is parsed here, so a JSON syntax error names its file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormRules, JsonSchema, Region, RegionFile, UiSchema } from '../../src/forms/spec.ts';
import { UPLOAD_PROBLEMS } from '../../src/forms/uploads.ts';

export interface FormSources {
  name: string;
  market: string;
  schema: JsonSchema;
  ui: UiSchema;
  rules: FormRules;
  /** Paths of the three files, relative to the project root (for messages and watching). */
  files: { schema: string; ui: string; rules: string };
  /** Every file the form was made from (base and market files), for watching. */
  read: string[];
  /** Hash of the files' text. */
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
  return parseJsonText(file, readFileSync(path.join(root, file), 'utf8'));
}

/** Parses a file's text, naming the file when it is not JSON. */
function parseJsonText(file: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SourceError(
      file,
      `is not valid JSON (${(error as Error).message}). Fix the syntax; JSON has no comments or trailing commas.`,
    );
  }
}

/**
 * Forms are a shared base plus, per market, only what differs: schemas/base/<form>.<part>.json is the
 * whole file; schemas/<market>/<form>.<part>.json, when there is one, is a JSON Merge Patch (RFC 7386)
 * laid over it (an object merges key by key, `null` removes a key, anything else replaces). A form the
 * base does not have is written whole in the market's folder.
 */
export const BASE = 'base';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** RFC 7386: `patch` laid over `target`. Neither is changed. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const out: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = mergePatch(out[key], value);
  }
  return out;
}

/** The markets: every markets/<id>.json (currency, calling code, languages). */
export function listMarkets(root: string): string[] {
  return readdirSync(path.join(root, 'markets'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

function formsIn(root: string, folder: string): string[] {
  const dir = path.join(root, 'schemas', folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => file.slice(0, -'.schema.json'.length));
}

/** The forms of a market: the base's, and any the market adds whole. */
export function listForms(root: string, market: string): string[] {
  return [...new Set([...formsIn(root, BASE), ...formsIn(root, market)])].sort();
}

type Part = (typeof FORM_PARTS)[number];

/** Where a part of a form comes from: the base file and the market's own, either of which may be absent. */
export function partFiles(root: string, market: string, name: string, part: Part) {
  const existing = (file: string) => (existsSync(path.join(root, file)) ? file : null);
  return {
    base: existing(`schemas/${BASE}/${name}.${part}.json`),
    market: existing(`schemas/${market}/${name}.${part}.json`),
  };
}

/** The file named in messages about a part: the market's patch when it has one, else the base. */
export function formFiles(root: string, market: string, name: string): FormSources['files'] {
  const named = (part: Part) => {
    const { base, market: own } = partFiles(root, market, name, part);
    return own ?? base ?? `schemas/${market}/${name}.${part}.json`;
  };
  return { schema: named('schema'), ui: named('ui'), rules: named('rules') };
}

/** The fields a patch names that the base form does not have (a typo, or a field only the base can add). */
function unknownFields(part: Part, patch: unknown, fields: ReadonlySet<string>): string[] {
  if (!isObject(patch)) return [];
  const named =
    part === 'schema'
      ? Object.keys(isObject(patch.properties) ? patch.properties : {})
      : part === 'ui'
        ? Object.keys(patch).filter((key) => !key.startsWith('ui:') && !key.startsWith('$'))
        : ['messages', 'visibleWhen', 'options', 'resets', 'normalize', 'uploads'].flatMap((section) => {
            const entries = patch[section];
            return isObject(entries) ? Object.keys(entries) : [];
          });
  return named.filter((field) => !fields.has(field));
}

function fieldsOf(schema: unknown): Set<string> {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  return new Set(Object.keys(properties));
}

/**
 * One part of a form: the base with the market's patch over it, or a whole file of either. Each file is
 * read once (its text also goes into the form's version hash). `baseFields` are the base form's fields,
 * which a patch may name; for the schema part they come from the base schema itself.
 */
function readPart(
  root: string,
  market: string,
  name: string,
  part: Part,
  baseFields: ReadonlySet<string> | null,
) {
  const { base, market: own } = partFiles(root, market, name, part);
  const load = (file: string) => {
    const text = readFileSync(path.join(root, file));
    return { text, value: parseJsonText(file, text.toString('utf8')) };
  };
  const baseFile = base ? load(base) : null;
  const ownFile = own ? load(own) : null;
  if (!baseFile) {
    if (!ownFile) {
      throw new SourceError(
        `schemas/${market}/${name}.${part}.json`,
        `is missing. Every form has ${name}.schema.json, ${name}.ui.json and ${name}.rules.json, in schemas/${BASE}/ or schemas/${market}/.`,
      );
    }
    return { value: ownFile.value, base: null, texts: [ownFile.text], read: [own as string] };
  }
  if (!ownFile)
    return { value: baseFile.value, base: baseFile.value, texts: [baseFile.text], read: [base as string] };
  const unknown = unknownFields(part, ownFile.value, baseFields ?? fieldsOf(baseFile.value));
  if (unknown.length > 0) {
    throw new SourceError(
      own as string,
      `names ${unknown.map((field) => `"${field}"`).join(', ')}, which the base form (${base}) does not have. A market's file only changes the base's fields: check the spelling, or add the field to the base.`,
    );
  }
  return {
    value: mergePatch(baseFile.value, ownFile.value),
    base: baseFile.value,
    texts: [baseFile.text, ownFile.text],
    read: [base as string, own as string],
  };
}

/** The keywords a field's message can be found for by convention. */
const MESSAGE_KEYWORDS = [
  'required',
  'invalid',
  'type',
  'const',
  'enum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  // An upload field's problems (src/forms/uploads.ts).
  ...UPLOAD_PROBLEMS,
];

/**
 * Messages by convention: when the rules name no message for a field's keyword and the English locale has
 * `forms.<form>.<field>.<keyword>`, that is the message. The rules files list only the exceptions (a
 * message shared by several fields, a market's own wording); the lint then checks the result as before.
 */
export function withConventionalMessages(
  name: string,
  schema: JsonSchema,
  rules: FormRules,
  locales: Record<string, unknown>,
): FormRules {
  const texts = (locales.en as { forms?: Record<string, unknown> } | undefined)?.forms?.[name];
  if (!isObject(texts)) return rules;
  const messages: Record<string, Record<string, string>> = { ...rules.messages };
  for (const field of fieldsOf(schema)) {
    const own = texts[field];
    if (!isObject(own)) continue;
    const found = Object.keys(own).filter(
      (keyword) => MESSAGE_KEYWORDS.includes(keyword) && typeof own[keyword] === 'string',
    );
    const listed = messages[field] ?? {};
    const added = found.filter((keyword) => !(keyword in listed));
    if (added.length === 0) continue;
    messages[field] = {
      ...Object.fromEntries(added.map((keyword) => [keyword, `forms.${name}.${field}.${keyword}`])),
      ...listed,
    };
  }
  return { ...rules, messages };
}

/** `locales` (readLocales) may be passed by a caller that has them, so the files are not read again. */
export function readFormSources(
  root: string,
  market: string,
  name: string,
  locales: Record<string, unknown> = readLocales(root),
): FormSources {
  const schema = readPart(root, market, name, 'schema', null);
  const fields = schema.base === null ? null : fieldsOf(schema.base);
  const parts = {
    schema,
    ui: readPart(root, market, name, 'ui', fields),
    rules: readPart(root, market, name, 'rules', fields),
  };
  const hash = createHash('sha256');
  for (const part of FORM_PARTS) for (const text of parts[part].texts) hash.update(text);
  return {
    name,
    market,
    schema: parts.schema.value as JsonSchema,
    ui: parts.ui.value as UiSchema,
    rules: withConventionalMessages(
      name,
      parts.schema.value as JsonSchema,
      parts.rules.value as FormRules,
      locales,
    ),
    files: formFiles(root, market, name),
    read: FORM_PARTS.flatMap((part) => parts[part].read),
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
