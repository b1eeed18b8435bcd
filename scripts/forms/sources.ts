/**
 * Reading a market's form files from disk (Node only): the Vite plugin, the sandbox and `npm run
 * lint:schemas` share it. Each file is parsed here, so a JSON syntax error names its file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormRules, JsonSchema, Region, RegionFile, UiSchema } from '../../src/forms/spec.ts';
import { didYouMean } from '../../src/forms/compile/lint-support.ts';
import { wholeLocale } from '../../src/i18n/locale-tree.ts';
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
    /** The problem, without the file's name. */
    readonly reason: string,
    /** Where in the file, when known (a JSON syntax error). */
    readonly at?: { line: number; column: number },
  ) {
    super(`${file}${at ? `:${at.line}:${at.column}` : ''}: ${reason}`);
    this.name = 'SourceError';
  }
}

export function readJsonFile(root: string, file: string): unknown {
  return parseJsonText(file, readFileSync(path.join(root, file), 'utf8'));
}

/** Line and column (both from 1) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1 };
}

/**
 * Parses a file's text, naming the file, the line and the column when it is not JSON (the parser gives
 * only a character offset, which no editor shows; an early end is placed at the end of the text).
 */
export function parseJsonText(file: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const message = (error as Error).message;
    const offset = /at position (\d+)/.exec(message)?.[1];
    const where = lineAndColumn(text, offset === undefined ? text.length : Number(offset));
    const reason = message.replace(/ in JSON at position \d+.*$/, '').replace(/ of JSON input$/, '');
    throw new SourceError(
      file,
      `is not valid JSON: ${reason} at line ${where.line}, column ${where.column}. Fix the syntax there; JSON has no comments or trailing commas.`,
      where,
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

/** The forms of a market: the base's, and any the market adds whole (BASE: the base's alone). */
export function listForms(root: string, market: string): string[] {
  return [...new Set([...formsIn(root, BASE), ...formsIn(root, market)])].sort();
}

type Part = (typeof FORM_PARTS)[number];

/** Where a part of a form comes from: the base file and the market's own, either of which may be absent. */
export function partFiles(root: string, market: string, name: string, part: Part) {
  const existing = (file: string) => (existsSync(path.join(root, file)) ? file : null);
  return {
    base: existing(`schemas/${BASE}/${name}.${part}.json`),
    // `market` BASE: the base form alone (the lint checks it once, for every market).
    market: market === BASE ? null : existing(`schemas/${market}/${name}.${part}.json`),
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

/** The field names a part's patch uses (for the schema: the fields it changes or adds). */
function namedFields(part: Part, patch: unknown): string[] {
  if (!isObject(patch)) return [];
  if (part === 'schema') return Object.keys(isObject(patch.properties) ? patch.properties : {});
  if (part === 'ui')
    return Object.keys(patch).filter((key) => !key.startsWith('ui:') && !key.startsWith('$'));
  return RULE_SECTIONS.flatMap((section) => {
    const entries = patch[section];
    return isObject(entries) ? Object.keys(entries) : [];
  });
}

/** The rules' sections keyed by field name. */
const RULE_SECTIONS = ['messages', 'visibleWhen', 'options', 'resets', 'normalize', 'uploads'] as const;

/**
 * A market's schema patch may add a field of its own (it then has a "type"); a name without a type that the
 * base does not have is a misspelt change of a base field, refused with the name it is nearest to.
 */
function checkSchemaPatch(file: string, base: string, patch: unknown, baseFields: ReadonlySet<string>): void {
  const properties = isObject(patch) && isObject(patch.properties) ? patch.properties : {};
  const wrong = Object.entries(properties).filter(
    ([name, value]) => !baseFields.has(name) && !(isObject(value) && 'type' in value),
  );
  if (wrong.length === 0) return;
  throw new SourceError(
    file,
    wrong
      .map(
        ([name]) =>
          `names "${name}", which the base form (${base}) does not have.${didYouMean(name, baseFields)} To change a base field, spell it as the base does; to add a field for this market only, give it its "type" (and a ui entry, placed with "ui:after").`,
      )
      .join(' '),
  );
}

function fieldsOf(schema: unknown): Set<string> {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  return new Set(Object.keys(properties));
}

/** The base fields a market's schema patch removes (`"field": null`). */
function removedFields(patch: unknown): string[] {
  const properties = isObject(patch) && isObject(patch.properties) ? patch.properties : {};
  return Object.keys(properties).filter((name) => properties[name] === null);
}

/**
 * One part of a form: the base with the market's patch over it, or a whole file of either. Each file is
 * read once (its text also goes into the form's version hash). `fields` are the names a ui or rules patch
 * may use: the form's fields as the market has them, and those it removes.
 */
function readPart(
  root: string,
  market: string,
  name: string,
  part: Part,
  fields: ReadonlySet<string> | null,
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
    return {
      value: ownFile.value,
      base: null,
      own: ownFile.value,
      texts: [ownFile.text],
      read: [own as string],
    };
  }
  if (!ownFile)
    return {
      value: baseFile.value,
      base: baseFile.value,
      own: null,
      texts: [baseFile.text],
      read: [base as string],
    };
  if (part === 'schema')
    checkSchemaPatch(own as string, base as string, ownFile.value, fieldsOf(baseFile.value));
  else {
    const known = fields ?? fieldsOf(baseFile.value);
    const unknown = namedFields(part, ownFile.value).filter((field) => !known.has(field));
    if (unknown.length > 0) {
      throw new SourceError(
        own as string,
        unknown
          .map(
            (field) =>
              `names "${field}", which the form does not have (not in ${base}, nor added by the market's schema file).${didYouMean(field, known)}`,
          )
          .join(' ') + ' Check the spelling, or add the field to the schema.',
      );
    }
  }
  return {
    value: mergePatch(baseFile.value, ownFile.value),
    base: baseFile.value,
    own: ownFile.value,
    texts: [baseFile.text, ownFile.text],
    read: [base as string, own as string],
  };
}

/**
 * What a merge patch cannot say, because a list is replaced whole (RFC 7386), applied once the form is
 * merged so that a market never copies a base list:
 *   - a field the market removes (`"field": null` in its schema) leaves the order, the required list, its
 *     ui entry and its rules with it;
 *   - `"$addRequired"` / `"$removeRequired"` in a schema file add to and take from the base's `required`;
 *   - `"ui:after": "field"` or `"ui:before": "field"` in a field's ui entry places it next to another field
 *     in `ui:order` (a market's own field, or a base field moved), whatever the base's order becomes.
 * Throws a SourceError naming the file for a place or a required name that is not a field.
 */
function settle(
  files: { schema: string; ui: string },
  schema: Record<string, unknown>,
  ui: Record<string, unknown>,
  rules: Record<string, unknown>,
  removed: readonly string[],
) {
  const fields = fieldsOf(schema);
  const gone = new Set(removed);
  const outSchema: Record<string, unknown> = { ...schema };
  const adds = outSchema.$addRequired;
  const removes = outSchema.$removeRequired;
  delete outSchema.$addRequired;
  delete outSchema.$removeRequired;
  const listOf = (value: unknown, key: string): string[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
      throw new SourceError(files.schema, `"${key}" must be a list of field names.`);
    for (const field of value as string[])
      if (!fields.has(field))
        throw new SourceError(
          files.schema,
          `"${key}" names "${field}", which is not a field.${didYouMean(field, fields)}`,
        );
    return value as string[];
  };
  const added = listOf(adds, '$addRequired');
  const taken = new Set(listOf(removes, '$removeRequired'));
  if (Array.isArray(schema.required) || added.length > 0) {
    const required = (Array.isArray(schema.required) ? (schema.required as string[]) : []).filter(
      (f) => !gone.has(f),
    );
    outSchema.required = [...new Set([...required, ...added])].filter((field) => !taken.has(field));
  }

  const outUi: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ui)) if (!gone.has(key)) outUi[key] = value;
  const moves: Array<{ field: string; anchor: string; after: boolean }> = [];
  for (const [key, value] of Object.entries(outUi)) {
    if (key.startsWith('ui:') || key.startsWith('$') || !isObject(value)) continue;
    const after = value['ui:after'];
    const before = value['ui:before'];
    if (after === undefined && before === undefined) continue;
    const anchor = after ?? before;
    if (typeof anchor !== 'string' || !fields.has(anchor) || anchor === key)
      throw new SourceError(
        files.ui,
        `"${key}" is placed ${after !== undefined ? 'after' : 'before'} ${JSON.stringify(anchor)}, which is not another field of the form.${typeof anchor === 'string' ? didYouMean(anchor, fields) : ''}`,
      );
    const entry = { ...value };
    delete entry['ui:after'];
    delete entry['ui:before'];
    outUi[key] = entry;
    moves.push({ field: key, anchor, after: after !== undefined });
  }
  if (Array.isArray(ui['ui:order']) || moves.length > 0) {
    const order = (Array.isArray(ui['ui:order']) ? (ui['ui:order'] as unknown[]) : [...fields]).filter(
      (name) => !gone.has(String(name)),
    );
    for (const { field } of moves) {
      const at = order.indexOf(field);
      if (at >= 0) order.splice(at, 1);
    }
    for (const { field, anchor, after } of moves) {
      let at = order.indexOf(anchor);
      if (at < 0) at = order.indexOf('*') >= 0 ? order.indexOf('*') : order.length - 1;
      order.splice(after ? at + 1 : at, 0, field);
    }
    outUi['ui:order'] = order;
  }

  const outRules: Record<string, unknown> = { ...rules };
  for (const section of RULE_SECTIONS) {
    const entries = rules[section];
    if (!isObject(entries) || !Object.keys(entries).some((field) => gone.has(field))) continue;
    outRules[section] = Object.fromEntries(Object.entries(entries).filter(([field]) => !gone.has(field)));
  }
  return { schema: outSchema, ui: outUi, rules: outRules };
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
  const removed = removedFields(schema.own);
  const fields = schema.base === null ? null : new Set([...fieldsOf(schema.value), ...removed]);
  const parts = {
    schema,
    ui: readPart(root, market, name, 'ui', fields),
    rules: readPart(root, market, name, 'rules', fields),
  };
  const files = formFiles(root, market, name);
  const [schemaValue, uiValue, rulesValue] = [parts.schema.value, parts.ui.value, parts.rules.value];
  // A part that is not an object is left as it is: the lint says so.
  const settled =
    isObject(schemaValue) && isObject(uiValue) && isObject(rulesValue)
      ? settle(files, schemaValue, uiValue, rulesValue, removed)
      : { schema: schemaValue, ui: uiValue, rules: rulesValue };
  const hash = createHash('sha256');
  for (const part of FORM_PARTS) for (const text of parts[part].texts) hash.update(text);
  return {
    name,
    market,
    schema: settled.schema as JsonSchema,
    ui: settled.ui as UiSchema,
    rules: withConventionalMessages(
      name,
      settled.schema as JsonSchema,
      settled.rules as unknown as FormRules,
      locales,
    ),
    files,
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

/**
 * The languages a market's texts must exist in: those of its `languages` that have UI texts
 * (locales/<lang>.json), and English, which a language without UI texts falls back to.
 */
export function marketTextLanguages(
  root: string,
  market: string,
  locales: Record<string, unknown>,
): string[] {
  const data = readJsonFile(root, `markets/${market}.json`) as { languages?: unknown };
  const listed = Array.isArray(data.languages)
    ? data.languages.filter((l): l is string => typeof l === 'string')
    : [];
  return [...new Set(['en', ...listed])].filter((lang) => lang in locales).sort();
}

/**
 * Every language's texts whole (locales/<lang>.json with its locales/<lang>/*.json sections merged in,
 * src/i18n/locale-tree.ts), parsed.
 */
export function readLocales(root: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [lang, { first, sections }] of Object.entries(localeFiles(root))) {
    out[lang] = wholeLocale(
      readJsonFile(root, first) as object,
      Object.fromEntries(sections.map((file) => [path.basename(file), readJsonFile(root, file) as object])),
    );
  }
  return out;
}

/** Each language's locale files, relative to the root: its first-load file and its section files. */
export function localeFiles(root: string): Record<string, { first: string; sections: string[] }> {
  const dir = path.join(root, 'locales');
  const out: Record<string, { first: string; sections: string[] }> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const lang = file.slice(0, -'.json'.length);
    const sectionsDir = path.join(dir, lang);
    const sections = existsSync(sectionsDir)
      ? readdirSync(sectionsDir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => `locales/${lang}/${f}`)
      : [];
    out[lang] = { first: `locales/${file}`, sections };
  }
  return out;
}

/** True when the form's rules take options from the market's regions. */
export function usesRegions(rules: FormRules): boolean {
  return Object.values(rules.options ?? {}).some((source) => source.from !== 'sets');
}
