import { conditionsOf } from '../conditions.ts';
import { choicesFor } from '../options.ts';
import type { Condition, FormRules, JsonSchema, Region } from '../spec.ts';
import {
  checkKey,
  didYouMean,
  pointer,
  quoted,
  reporter,
  type LintIssue,
  type Locales,
} from './lint-support.ts';

const RULE_KEYS = new Set([
  '$comment',
  'visibleWhen',
  'conditions',
  'resets',
  'options',
  'optionSets',
  'normalize',
  'messages',
  'checks',
  'summary',
  'summaryFields',
  'wire',
  'uploads',
]);
const CONSTRAINTS = [
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'maxItems',
  'minItems',
  'const',
  'enum',
  'items',
  'allOf',
];

interface Context {
  file: string;
  schema: JsonSchema;
  rules: FormRules;
  regions: Region[];
  locales: Locales;
}

/** The rules file: every field it names exists, every value it names is offered, every message is translated. */
export function lintRules(issues: LintIssue[], { file, schema, rules, regions, locales }: Context): void {
  const report = reporter(issues, file);
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const names = Object.keys(properties);
  const fieldAt = (at: string, name: unknown, role: string): boolean => {
    if (typeof name === 'string' && names.includes(name)) return true;
    report(
      at,
      `${role} ${JSON.stringify(name)} is not a field of the schema.${typeof name === 'string' ? didYouMean(name, names) : ''}`,
      `use one of ${quoted(names)}`,
    );
    return false;
  };
  const offered = (field: string) =>
    choicesFor({ schema, ui: {}, rules, regions }, field, {})?.choices.map((c) => c.value) ?? null;
  for (const key of Object.keys(rules)) {
    if (!RULE_KEYS.has(key))
      report(pointer(key), `"${key}" is not a rules section`, `use ${quoted([...RULE_KEYS])}`);
  }

  const shared = rules.conditions ?? {};
  const used = new Set<string>();
  for (const [field, written] of Object.entries(rules.visibleWhen ?? {})) {
    fieldAt(pointer('visibleWhen', field), field, 'visibleWhen names');
    if (typeof written === 'string') {
      used.add(written);
      if (!(written in shared))
        report(
          pointer('visibleWhen', field),
          `the condition "${written}" is not in "conditions"`,
          `use one of ${quoted(Object.keys(shared))}, or write the condition here`,
        );
    }
  }
  // Each condition once, where it is written: in visibleWhen, or in conditions (checked for each field using it).
  const written: Array<[string, string, Condition | Condition[]]> = [
    ...Object.entries(rules.visibleWhen ?? {}).flatMap(([field, declared]) =>
      typeof declared === 'string'
        ? []
        : [[field, pointer('visibleWhen', field), declared] as [string, string, Condition | Condition[]]],
    ),
    // A shared condition is checked once, as the first field that uses it sees it.
    ...Object.entries(shared).flatMap(([name, declared]) => {
      const user = Object.entries(rules.visibleWhen ?? {}).find(([, use]) => use === name)?.[0];
      return user === undefined
        ? []
        : [[user, pointer('conditions', name), declared] as [string, string, Condition | Condition[]]];
    }),
  ];
  // …and no field may use a shared condition on itself.
  for (const [field, use] of Object.entries(rules.visibleWhen ?? {})) {
    if (typeof use === 'string' && conditionsOf(rules, field).some((condition) => condition.field === field))
      report(pointer('visibleWhen', field), `"${field}" cannot depend on itself`, 'name another condition');
  }
  for (const name of Object.keys(shared)) {
    if (!used.has(name))
      report(
        pointer('conditions', name),
        `the condition "${name}" is used by no field`,
        'name it in visibleWhen, or remove it',
      );
  }
  for (const [field, at, declared] of written) {
    const list: Condition[] = Array.isArray(declared) ? declared : [declared];
    list.forEach((condition, i) => {
      const here = Array.isArray(declared) ? `${at}/${i}` : at;
      if (!fieldAt(`${here}/field`, condition.field, 'the condition names')) return;
      if (condition.field === field)
        report(`${here}/field`, `"${field}" cannot depend on itself`, 'name another field');
      const values = 'in' in condition ? condition.in : 'notIn' in condition ? condition.notIn : null;
      const choices = offered(condition.field);
      if (values === null && !('filled' in condition))
        report(
          here,
          'a condition needs "in", "notIn" or "filled"',
          'e.g. { "field": "employmentType", "notIn": ["Unemployed"] }',
        );
      if (values && choices) {
        values.forEach((value, j) => {
          if (!choices.includes(value))
            report(
              `${here}/${'in' in condition ? 'in' : 'notIn'}/${j}`,
              `${JSON.stringify(value)} is not an option of "${condition.field}"`,
              `use one of ${quoted(choices.map(String))}`,
            );
        });
      }
    });
  }
  // A visibility cycle (A shown when B…, B shown when A…) has no answer: refuse it.
  for (const start of names) {
    const seen = new Set<string>();
    const stack = conditionsOf(rules, start).map((c) => c.field);
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (next === start) {
        report(
          pointer('visibleWhen', start),
          `the visibility of "${start}" depends on itself through other fields`,
          'break the circle of conditions',
        );
        break;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...conditionsOf(rules, next).map((c) => c.field));
    }
  }

  for (const [field, targets] of Object.entries(rules.resets ?? {})) {
    const at = pointer('resets', field);
    fieldAt(at, field, 'resets names');
    if (!Array.isArray(targets))
      report(at, 'a reset lists the fields to clear', `write "${field}": ["otherField"]`);
    else targets.forEach((target, i) => fieldAt(`${at}/${i}`, target, 'the reset clears'));
  }

  for (const [field, source] of Object.entries(rules.options ?? {})) {
    const at = pointer('options', field);
    fieldAt(at, field, 'options names');
    if (source.from === 'regions' || source.from === 'districts') {
      if (regions.length === 0)
        report(at, `"${field}" takes regions but the market has no region list`, 'add regions/<market>.json');
    }
    if (source.from === 'districts' || source.from === 'sets')
      fieldAt(`${at}/parent`, source.parent, 'the parent');
    if (source.from === 'sets') {
      const parentChoices = offered(source.parent);
      for (const [value, setName] of Object.entries(source.sets ?? {})) {
        if (!rules.optionSets?.[setName])
          report(
            `${at}/sets${pointer(value)}`,
            `option set "${setName}" is not defined`,
            `add it under "optionSets"; defined: ${quoted(Object.keys(rules.optionSets ?? {}))}`,
          );
        if (parentChoices && !parentChoices.map(String).includes(value))
          report(
            `${at}/sets${pointer(value)}`,
            `"${value}" is not an option of "${source.parent}"`,
            `use one of ${quoted(parentChoices.map(String))}`,
          );
      }
    } else if (source.from !== 'regions' && source.from !== 'districts') {
      report(
        `${at}/from`,
        `unknown option source ${JSON.stringify((source as { from: unknown }).from)}`,
        'use "regions", "districts" or "sets"',
      );
    }
  }
  for (const [name, set] of Object.entries(rules.optionSets ?? {})) {
    const at = pointer('optionSets', name);
    if (!Array.isArray(set.values) || set.values.length === 0)
      report(
        `${at}/values`,
        'an option set needs a non-empty list of values',
        'write "values": ["Monday", …]',
      );
    else if (set.labels !== undefined)
      set.values.forEach((value) =>
        checkKey(report, locales, `${at}/labels`, `${set.labels}.${String(value)}`, 'the option label'),
      );
  }
  for (const [field, how] of Object.entries(rules.normalize ?? {})) {
    fieldAt(pointer('normalize', field), field, 'normalize names');
    if (how !== 'noSpaces')
      report(pointer('normalize', field), `unknown normalisation ${JSON.stringify(how)}`, 'use "noSpaces"');
  }

  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const [field, messages] of Object.entries(rules.messages ?? {})) {
    if (!fieldAt(pointer('messages', field), field, 'messages names')) continue;
    for (const [keyword, key] of Object.entries(messages))
      checkKey(report, locales, pointer('messages', field, keyword), key, `the "${keyword}" message`);
  }
  for (const field of names) {
    const messages = rules.messages?.[field] ?? {};
    const at = pointer('messages', field);
    if (required.has(field) && !messages.required)
      report(
        at,
        `"${field}" is required but has no "required" message`,
        `add "required": "<key>" under "messages" → "${field}" ('Please input …' / 'Please select …')`,
      );
    const property = properties[field] ?? {};
    const constrained = CONSTRAINTS.filter((keyword) => keyword in property);
    const uncovered = constrained.filter((keyword) => !messages[keyword]);
    if (
      uncovered.length > 0 &&
      !messages.invalid &&
      !(uncovered.every((k) => k === 'enum') && messages.required)
    ) {
      report(
        at,
        `"${field}" can fail ${uncovered.join(', ')} but has no message for it`,
        `add "invalid": "<key>" (or one per keyword) under "messages" → "${field}"`,
      );
    }
  }

  (rules.checks ?? []).forEach((check, i) => {
    const at = pointer('checks', i);
    const fields = check.check === 'date' ? [check.field] : Array.isArray(check.fields) ? check.fields : [];
    if (!['differ', 'notLoginPhone', 'date'].includes(check.check))
      report(
        `${at}/check`,
        `unknown check ${JSON.stringify(check.check)}`,
        'use "differ", "notLoginPhone" or "date"',
      );
    if (fields.length === 0)
      report(at, 'the check names no fields', 'add "fields": [...] (or "field" for a date)');
    fields.forEach((field, j) =>
      fieldAt(check.check === 'date' ? `${at}/field` : `${at}/fields/${j}`, field, 'the check names'),
    );
    checkKey(report, locales, `${at}/message`, check.message, 'the check message');
  });
  if (rules.summary !== undefined)
    checkKey(report, locales, pointer('summary'), rules.summary, 'the summary');
  if (rules.summaryFields !== undefined) {
    if (!Array.isArray(rules.summaryFields) || rules.summary === undefined)
      report(
        pointer('summaryFields'),
        'summaryFields needs a list of fields and a "summary"',
        'e.g. ["1", "2"]',
      );
    else
      rules.summaryFields.forEach((field, i) =>
        fieldAt(pointer('summaryFields', i), field, 'the summary names'),
      );
  }
  // A wire name must not be another field's name, or two fields would arrive under one.
  const onWire = new Map<string, string>();
  for (const [field, name] of Object.entries(rules.wire ?? {})) {
    const at = pointer('wire', field);
    if (!fieldAt(at, field, 'wire names')) continue;
    const taken =
      onWire.get(name) ??
      (name !== field && names.includes(name) && !(name in (rules.wire ?? {})) ? name : null);
    if (typeof name !== 'string' || name === '' || taken !== null)
      report(
        at,
        `the wire name ${JSON.stringify(name)} ${taken !== null ? `is also ${JSON.stringify(taken)}'s` : 'is not a name'}`,
        'give each field its own name on the wire',
      );
    else onWire.set(name, field);
  }
}
