/**
 * Form definitions for tests, made the way the build makes them (build-schema.ts) but compiled with ajv
 * at run time: `definitionFrom` for any schema/ui/rules, `demoDefinition` for a small form that uses every
 * kind of rule, and `marketDefinition` for the real files of schemas/<market>/.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildValidationSchema } from '../../src/forms/compile/build-schema.ts';
import type { FormDefinition, FormRules, JsonSchema, Region, UiSchema } from '../../src/forms/spec.ts';
import { compileValidator } from '../../scripts/forms/compile.ts';
import { readFormSources, readRegions, usesRegions } from '../../scripts/forms/sources.ts';
import regionsFixture from '../fixtures/regions/tz.json';

/** Tests run from the repository root (vitest's working directory). */
export const ROOT = process.cwd();
export const FIXTURE_REGIONS: Region[] = regionsFixture.regions;

/**
 * Runs `work` on a scratch copy of everything the forms are made from (schemas, markets, regions, locales),
 * for tests that change those files as product staff would; the copy is removed after, whatever happens.
 */
export function scratchProject<T>(work: (root: string) => T): T {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tz-loan-forms-'));
  try {
    for (const folder of ['schemas', 'markets', 'regions', 'locales'])
      cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
    return work(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export function definitionFrom(
  parts: { schema: JsonSchema; ui: UiSchema; rules: FormRules },
  regions: Region[] = FIXTURE_REGIONS,
  name = 'demo',
): FormDefinition {
  const validate = compileValidator(buildValidationSchema(parts.schema, parts.rules, regions));
  return { name, market: 'tz', version: 'test', regions, validate, ...parts };
}

/** The real files of a market's form, as the plugin reads them (regions from regions/ or the fixture). */
export function marketDefinition(market: string, name: string): FormDefinition {
  const sources = readFormSources(ROOT, market, name);
  const regions = usesRegions(sources.rules) ? readRegions(ROOT, market).regions : [];
  const validate = compileValidator(buildValidationSchema(sources.schema, sources.rules, regions));
  return {
    name,
    market,
    version: sources.version,
    regions,
    validate,
    schema: sources.schema,
    ui: sources.ui,
    rules: sources.rules,
  };
}

const DIGITS_9_OR_0_9 = '^(0[0-9]{9}|[1-9][0-9]{8})$';

/** The demo form's fields, in the schema's order. */
const DEMO_PROPERTIES = {
  name: { type: 'string', minLength: 3, pattern: '^[A-Za-z]+$' },
  email: {
    type: 'string',
    allOf: [{ pattern: '^[a-z0-9._]+@[a-z0-9-]+(\\.[a-z0-9-]+)+$' }, { pattern: '@(gmail|yahoo)\\.com$' }],
  },
  kind: { type: 'string', enum: ['a', 'b', 'c'] },
  detail: { type: 'string', maxLength: 10 },
  extra: { type: 'string' },
  region: { type: 'string' },
  district: { type: 'string' },
  freq: { type: 'string', enum: ['Monthly', 'Weekly'] },
  day: { type: 'string' },
  phone1: { type: 'string', pattern: DIGITS_9_OR_0_9 },
  phone2: { type: 'string', pattern: DIGITS_9_OR_0_9 },
  born: { type: 'string', pattern: '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' },
  card: { type: 'string', const: 'NIDA', default: 'NIDA' },
  agree: { type: 'boolean', const: true },
} satisfies Record<string, JsonSchema>;

export const DEMO = {
  schema: {
    type: 'object',
    properties: DEMO_PROPERTIES,
    // Every field but the pay frequency, which only chooses the pay day's options.
    required: Object.keys(DEMO_PROPERTIES).filter((name) => name !== 'freq'),
  },
  ui: {
    'ui:order': [
      'kind',
      'detail',
      'extra',
      'name',
      'email',
      'region',
      'district',
      'freq',
      'day',
      'phone1',
      'phone2',
      'born',
      'card',
      'agree',
    ],
    name: { 'ui:widget': 'text', 'ui:title': 'demo.name' },
    email: { 'ui:widget': 'text', 'ui:title': 'demo.email' },
    kind: { 'ui:widget': 'radio', 'ui:title': 'demo.kind', 'ui:options': { labels: 'demo.kinds' } },
    detail: { 'ui:widget': 'text', 'ui:title': 'demo.detail' },
    extra: { 'ui:widget': 'text', 'ui:title': 'demo.extra' },
    region: { 'ui:widget': 'region', 'ui:title': 'demo.region' },
    district: { 'ui:widget': 'district', 'ui:title': 'demo.district' },
    freq: { 'ui:widget': 'sheet', 'ui:title': 'demo.freq', 'ui:options': { labels: 'demo.freqs' } },
    day: { 'ui:widget': 'payday', 'ui:title': 'demo.day' },
    phone1: { 'ui:widget': 'digits', 'ui:title': 'demo.phone1', 'ui:options': { maxLength: 10 } },
    phone2: { 'ui:widget': 'digits', 'ui:title': 'demo.phone2', 'ui:options': { maxLength: 10 } },
    born: {
      'ui:widget': 'date',
      'ui:title': 'demo.born',
      'ui:options': { minYearsAgo: 18, maxYearsAgo: 65 },
    },
    card: { 'ui:widget': 'hidden' },
    agree: { 'ui:widget': 'agreement', 'ui:title': 'demo.agree' },
  },
  rules: {
    visibleWhen: {
      detail: { field: 'kind', notIn: ['c'] },
      extra: { field: 'kind', in: ['b'] },
      day: { field: 'freq', filled: true },
    },
    resets: { region: ['district'], freq: ['day'], kind: ['detail'] },
    options: {
      region: { from: 'regions' },
      district: { from: 'districts', parent: 'region' },
      day: { from: 'sets', parent: 'freq', sets: { Monthly: 'dates', Weekly: 'weekdays' } },
    },
    optionSets: {
      dates: { values: ['1', '2', '15', '28', '31'], layout: 'grid' },
      weekdays: { values: ['Monday', 'Friday'], labels: 'demo.weekdays' },
    },
    normalize: { email: 'noSpaces' },
    messages: {
      name: { required: 'm.name.required', invalid: 'm.name.invalid' },
      email: { required: 'm.email.required', pattern: 'm.email.format', 'allOf/1/pattern': 'm.email.domain' },
      kind: { required: 'm.kind.required' },
      detail: { required: 'm.detail.required', maxLength: 'm.detail.long' },
      extra: { required: 'm.extra.required' },
      region: { required: 'm.region.required' },
      district: { required: 'm.district.required' },
      day: { required: 'm.day.required' },
      phone1: { required: 'm.phone.required', invalid: 'm.phone.invalid' },
      phone2: { required: 'm.phone.required', invalid: 'm.phone.invalid' },
      born: { required: 'm.born.required', invalid: 'm.born.invalid' },
      card: { required: 'm.card' },
      agree: { required: 'm.agree', const: 'm.agree' },
    },
    checks: [
      { check: 'differ', fields: ['phone1', 'phone2'], compare: 'phone', message: 'm.phone.same' },
      { check: 'notLoginPhone', fields: ['phone1', 'phone2'], message: 'm.phone.login' },
      { check: 'date', field: 'born', minYearsAgo: 18, maxYearsAgo: 65, message: 'm.born.range' },
    ],
  },
} satisfies { schema: JsonSchema; ui: UiSchema; rules: FormRules };

export const demoDefinition = () => definitionFrom(DEMO);

/** A complete, valid set of demo values (kind 'b' shows every field). */
export const DEMO_VALID = {
  kind: 'b',
  detail: 'short',
  extra: 'x',
  name: 'Amani',
  email: 'amani.j@gmail.com',
  region: 'dar-es-salaam',
  district: 'ilala',
  freq: 'Monthly',
  day: '15',
  phone1: '0712345670',
  phone2: '755555555',
  born: '15-06-1990',
  card: 'NIDA',
  agree: true,
};
