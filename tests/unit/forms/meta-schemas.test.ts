// @vitest-environment node
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_KINDS } from '../../../src/forms/widget-names.ts';
import {
  BASE,
  listForms,
  listMarkets,
  readFormSources,
  readJsonFile,
} from '../../../scripts/forms/sources.ts';
import { ROOT } from '../../helpers/forms.ts';

/*
 * schemas/meta/{ui,rules}.schema.json let an editor complete and flag the form files as product staff type
 * (.vscode/settings.json maps them). They must accept every real file — the base's whole files, each
 * market's patches and what the two make merged — and refuse the typos they are there to catch.
 */

type Json = Record<string, unknown>;

const UI_META = 'schemas/meta/ui.schema.json';
const RULES_META = 'schemas/meta/rules.schema.json';

function compileMeta(file: string): ValidateFunction {
  const ajv = new Ajv({
    allErrors: true,
    // Unknown keywords are errors here too: a typo in the meta-schema would silently check nothing.
    strict: true,
    // `"type": ["string", "null"]`: a market's patch may set a key to null to remove it.
    allowUnionTypes: true,
    // `oneOf: [{ required: ["in"] }, …]` names properties declared beside it, not in the same subschema.
    strictRequired: false,
  });
  // Editor-only keywords (VS Code): the message shown for a mistake, and a hint per enum value.
  ajv.addVocabulary(['errorMessage', 'enumDescriptions']);
  return ajv.compile(readJsonFile(ROOT, file) as Json);
}

const validateUi = compileMeta(UI_META);
const validateRules = compileMeta(RULES_META);
const meta = (file: string) => readJsonFile(ROOT, file) as { definitions: Record<string, Json> };

/** ajv's errors, or [] when the data is valid. */
function errorsOf(validate: ValidateFunction, data: unknown): ErrorObject[] {
  return validate(data) ? [] : [...(validate.errors ?? [])];
}

const brief = (errors: ErrorObject[]) =>
  errors.map((e) => `${e.instancePath || '/'} ${e.keyword} ${JSON.stringify(e.params)}`);

/** Every ui or rules file as written: schemas/base/ and every market's folder. */
function filesOf(part: 'ui' | 'rules'): string[] {
  return [BASE, ...listMarkets(ROOT)].flatMap((folder) => {
    const dir = path.join(ROOT, 'schemas', folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith(`.${part}.json`))
      .sort()
      .map((file) => `schemas/${folder}/${file}`);
  });
}

const clone = <T>(file: string) => structuredClone(readJsonFile(ROOT, file)) as T;

/** The names in `const NAME = new Set([...])` of a lint source file. */
const lintSet = (file: string, name: string): string[] => {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const list = new RegExp(`const ${name} = new Set\\(\\[([^\\]]*)\\]`).exec(source)?.[1];
  expect(list, `${name} in ${file}`).toBeDefined();
  return [...(list as string).matchAll(/'([^']+)'/g)].map((match) => match[1] as string).sort();
};
const keysOf = (schema: Json) => Object.keys(schema.properties as Json).sort();

const realUi = () => clone<Record<string, Json>>('schemas/base/personal.ui.json');
const realRules = () => clone<Record<string, Json>>('schemas/base/work.rules.json');

describe('the ui and rules meta-schemas accept the real files', () => {
  it.each([
    ['ui', () => validateUi],
    ['rules', () => validateRules],
  ] as const)('every %s file of the base and of each market, as written', (part, validator) => {
    const files = filesOf(part);
    expect(files).toEqual(expect.arrayContaining([`schemas/base/personal.${part}.json`]));
    // The markets' patches are among them (a partial entry, a null that removes a base key).
    expect(files.filter((file) => !file.startsWith(`schemas/${BASE}/`)).length).toBeGreaterThan(0);
    for (const file of files) {
      expect(brief(errorsOf(validator(), readJsonFile(ROOT, file))), file).toEqual([]);
    }
  });

  it('every market’s merged ui and rules (the base with the market’s patch, messages by convention)', () => {
    const checked: string[] = [];
    for (const market of listMarkets(ROOT)) {
      for (const name of listForms(ROOT, market)) {
        const { ui, rules } = readFormSources(ROOT, market, name);
        expect(brief(errorsOf(validateUi, ui)), `${market}/${name} ui`).toEqual([]);
        expect(brief(errorsOf(validateRules, rules)), `${market}/${name} rules`).toEqual([]);
        checked.push(`${market}/${name}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['tz/personal', 'ke/personal', 'ke/questionnaire']));
  });

  it('a market’s patch: partial entries, and null wherever a key may be removed', () => {
    const ui = {
      'ui:order': null,
      state: { 'ui:title': 'forms.ke.county.label' },
      city: { 'ui:help': null, 'ui:placeholder': null, 'ui:options': { labels: null, maxLength: null } },
      cardType: null,
    };
    expect(brief(errorsOf(validateUi, ui))).toEqual([]);
    const rules = {
      summaryFields: null,
      checks: null,
      visibleWhen: { education: null, maritalStatus: { in: null, notIn: ['Married'] } },
      resets: { state: null },
      options: { state: { from: 'regions', parent: null, sets: null }, city: null },
      optionSets: { weekday: { labels: null, layout: 'grid' } },
      normalize: { email: null },
      messages: {
        nationalId: { required: null, 'allOf/1/pattern': 'forms.ke.nationalId.invalid' },
        city: null,
      },
    };
    expect(brief(errorsOf(validateRules, rules))).toEqual([]);
  });

  it('a rules file without "messages" (they are found by convention)', () => {
    const rules = clone<Json>('schemas/base/work.rules.json');
    delete rules.messages;
    expect(brief(errorsOf(validateRules, rules))).toEqual([]);
  });
});

describe('the meta-schemas stay in step with the engine', () => {
  it('offers exactly the registered widgets (src/forms/widget-names.ts), each with a description', () => {
    const widget = meta(UI_META).definitions.widget as { enum: string[]; enumDescriptions: string[] };
    expect(widget.enum).toEqual(Object.keys(WIDGET_KINDS));
    expect(widget.enumDescriptions).toHaveLength(widget.enum.length);
  });

  it('knows the same ui keys, ui options and rules sections as the schema lint', () => {
    const ui = meta(UI_META);
    expect(keysOf(ui.definitions.field as Json)).toEqual(lintSet('src/forms/compile/lint-ui.ts', 'UI_KEYS'));
    expect(keysOf(ui.definitions.options as Json)).toEqual(
      lintSet('src/forms/compile/lint-ui.ts', 'UI_OPTIONS'),
    );
    expect(keysOf(readJsonFile(ROOT, RULES_META) as Json)).toEqual(
      lintSet('src/forms/compile/lint-rules.ts', 'RULE_KEYS'),
    );
  });

  it('is what .vscode/settings.json maps the ui, rules and market files to', () => {
    const settings = readJsonFile(ROOT, '.vscode/settings.json') as {
      'json.schemas': { fileMatch: string[]; url: string }[];
    };
    expect(settings['json.schemas']).toEqual([
      { fileMatch: ['schemas/*/*.ui.json'], url: `./${UI_META}` },
      { fileMatch: ['schemas/*/*.rules.json'], url: `./${RULES_META}` },
      { fileMatch: ['markets/*.json'], url: './schemas/meta/market.schema.json' },
    ]);
  });
});

/** The one error expected: where it points, the keyword that failed and what ajv says of it. */
const theError = (instancePath: string, keyword: string, params: Json) => [
  expect.objectContaining({ instancePath, keyword, params }),
];

describe('the meta-schemas refuse typos, pointing at them', () => {
  it('a misspelt ui key: "ui:widgt"', () => {
    const file = realUi();
    const firstName = file.firstName as Json;
    firstName['ui:widgt'] = firstName['ui:widget'];
    delete firstName['ui:widget'];
    expect(errorsOf(validateUi, file)).toEqual(
      theError('/firstName', 'additionalProperties', { additionalProperty: 'ui:widgt' }),
    );
  });

  it('a widget that does not exist: "fancy"', () => {
    const file = realUi();
    (file.education as Json)['ui:widget'] = 'fancy';
    expect(errorsOf(validateUi, file)).toEqual(
      theError('/education/ui:widget', 'enum', { allowedValues: Object.keys(WIDGET_KINDS) }),
    );
  });

  it('a misspelt ui option, an option set by the engine, a text where a locale key belongs', () => {
    const file = realUi();
    (file.firstName as Json)['ui:options'] = { maxLenght: 50 };
    (file.education as Json)['ui:options'] = { labels: 'options.education', layout: 'grid' };
    (file.gender as Json)['ui:title'] = 'Gender';
    expect(brief(errorsOf(validateUi, file))).toEqual([
      '/firstName/ui:options additionalProperties {"additionalProperty":"maxLenght"}',
      '/gender/ui:title pattern {"pattern":"^[^.\\\\s]+(\\\\.[^.\\\\s]+)+$"}',
      '/education/ui:options additionalProperties {"additionalProperty":"layout"}',
    ]);
  });

  it('a misspelt rules section: "visibleWhn"', () => {
    const file = realRules();
    file.visibleWhn = file.visibleWhen as Json;
    delete file.visibleWhen;
    expect(errorsOf(validateRules, file)).toEqual(
      theError('', 'additionalProperties', { additionalProperty: 'visibleWhn' }),
    );
  });

  it('a check kind that does not exist: "differs"', () => {
    const file = realRules();
    const checks = file.checks as unknown as Json[];
    (checks[0] as Json).check = 'differs';
    expect(errorsOf(validateRules, file)).toEqual(
      theError('/checks/0/check', 'enum', { allowedValues: ['differ', 'notLoginPhone', 'date'] }),
    );
  });

  it('an option source that does not exist: "region"', () => {
    const file = realRules();
    (file.options as Record<string, Json>).workState = { from: 'region' };
    expect(errorsOf(validateRules, file)).toEqual(
      theError('/options/workState/from', 'enum', { allowedValues: ['regions', 'districts', 'sets'] }),
    );
  });

  it('a condition with two tests, a complete list entry without its field, a misspelt message name', () => {
    const file = realRules();
    const visibleWhen = file.visibleWhen as Record<string, unknown>;
    visibleWhen.companyName = { field: 'employmentType', in: ['Employee'], notIn: ['Unemployed'] };
    visibleWhen.companyPhone = [{ notIn: ['Unemployed'] }];
    (file.messages as Record<string, Json>).workAddress = { requird: 'forms.common.address' };
    const errors = brief(errorsOf(validateRules, file));
    expect(errors).toEqual(
      expect.arrayContaining([
        '/visibleWhen/companyName/notIn type {"type":"null"}',
        '/visibleWhen/companyPhone/0 required {"missingProperty":"field"}',
        '/messages/workAddress propertyNames {"propertyName":"requird"}',
      ]),
    );
  });

  it('a check that lacks what its kind needs, or carries what another kind reads', () => {
    const file = realRules();
    file.checks = [
      { check: 'date', fields: ['startWorkingDate'], message: 'forms.work.startWorkingDate.range' },
      { check: 'differ', fields: ['workPhone'], compare: 'phone', message: 'forms.work.contact.samePhone' },
    ] as unknown as Json;
    expect(brief(errorsOf(validateRules, file))).toEqual(
      expect.arrayContaining([
        '/checks/0 required {"missingProperty":"field"}',
        '/checks/0/fields false schema {}',
        '/checks/1/fields minItems {"limit":2}',
      ]),
    );
  });
});
