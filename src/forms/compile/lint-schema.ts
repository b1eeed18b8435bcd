import type { JsonSchema } from '../spec.ts';
import { pointer, quoted, type LintIssue, reporter } from './lint-support.ts';
import { passesLimits, unsatisfiable } from './satisfiable.ts';

/**
 * The schema file: standard JSON Schema, limited to the keywords the engine and the precompiled validator
 * handle. `format` is refused (the precompiled code would need ajv-formats in the browser): use `pattern`.
 */
const FIELD_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'default',
  'title',
  'description',
  '$comment',
  'examples',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'required',
  'additionalProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
]);
const ROOT_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'type',
  'properties',
  'required',
  'allOf',
]);
const TYPES = new Set(['string', 'integer', 'number', 'boolean', 'array', 'object']);

function checkSubschema(report: ReturnType<typeof reporter>, node: unknown, at: string): void {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    report(at, 'must be a JSON object (a schema)', 'write it as { "type": … }');
    return;
  }
  for (const [keyword, value] of Object.entries(node)) {
    const here = `${at}${pointer(keyword)}`;
    if (keyword === 'format') {
      report(
        here,
        '"format" is not supported by the precompiled validators',
        'describe the text with "pattern" (a regular expression) instead',
      );
    } else if (!FIELD_KEYWORDS.has(keyword)) {
      report(
        here,
        `"${keyword}" is not a JSON Schema keyword this engine knows`,
        `check the spelling; known keywords: ${quoted([...FIELD_KEYWORDS], 40)}`,
      );
    } else if (keyword === 'type' && !(typeof value === 'string' && TYPES.has(value))) {
      report(
        here,
        `type ${JSON.stringify(value)} is not one of ${[...TYPES].join(', ')}`,
        'use one JSON type name',
      );
    } else if (keyword === 'pattern') {
      try {
        // oxlint-disable-next-line no-new -- constructing it is the syntax check
        new RegExp(String(value), 'u');
      } catch (error) {
        report(
          here,
          `the pattern is not a valid regular expression (${(error as Error).message})`,
          'fix the regular expression',
        );
      }
    } else if (keyword === 'items' || keyword === 'not') {
      checkSubschema(report, value, here);
    } else if (keyword === 'properties' && typeof value === 'object' && value !== null) {
      for (const [name, sub] of Object.entries(value)) checkSubschema(report, sub, `${here}${pointer(name)}`);
    } else if (['allOf', 'anyOf', 'oneOf'].includes(keyword) && Array.isArray(value)) {
      value.forEach((sub, i) => checkSubschema(report, sub, `${here}/${i}`));
    }
  }
}

export function lintSchema(issues: LintIssue[], file: string, schema: JsonSchema): string[] {
  const report = reporter(issues, file);
  if (schema.type !== 'object')
    report(pointer('type'), 'a form schema must have "type": "object"', 'set "type": "object" at the top');
  const properties = schema.properties;
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
    report('', 'the schema has no "properties"', 'list the form fields under "properties"');
    return [];
  }
  for (const keyword of Object.keys(schema)) {
    if (!ROOT_KEYWORDS.has(keyword)) {
      report(
        pointer(keyword),
        `"${keyword}" is not allowed at the top of a form schema`,
        `use only ${quoted([...ROOT_KEYWORDS])}; conditions and options go in the rules file`,
      );
    }
  }
  const names = Object.keys(properties);
  for (const name of names) {
    const at = pointer('properties', name);
    if (/[.\s]/.test(name))
      report(at, `field name "${name}" contains a dot or a space`, 'use letters, digits and _ only');
    checkSubschema(report, (properties as Record<string, unknown>)[name], at);
    const field = (properties as Record<string, JsonSchema>)[name];
    if (field && typeof field === 'object') {
      // Each check of the field with the field's own limits (allOf: one message per check).
      const checks = [field, ...(Array.isArray(field.allOf) ? (field.allOf as JsonSchema[]) : [])];
      checks.forEach((check, i) => {
        const problem = unsatisfiable(i === 0 ? field : { ...field, allOf: undefined, ...check });
        if (!problem) return;
        const where = i === 0 ? at : `${at}/allOf/${i - 1}`;
        report(
          `${where}${pointer(problem.keyword)}`,
          `field "${name}" can never be valid: ${problem.why}`,
          'change its limits so that the values borrowers type can pass',
        );
      });
      if (field.default !== undefined && !passesLimits(field, field.default)) {
        report(
          `${at}/default`,
          `field "${name}" has a default (${JSON.stringify(field.default)}) that its own limits refuse`,
          'use a default that passes, or none',
        );
      } else if (
        field.default !== undefined &&
        Array.isArray(field.enum) &&
        !(field.enum as unknown[]).includes(field.default)
      ) {
        report(
          `${at}/default`,
          `field "${name}" has a default (${JSON.stringify(field.default)}) that is not one of its options`,
          `use one of ${quoted((field.enum as unknown[]).map(String))}`,
        );
      }
    }
    const choices = Array.isArray(field?.enum) ? (field.enum as unknown[]) : [];
    choices.forEach((value, i) => {
      if (typeof value === 'string' && value.includes('.')) {
        report(
          `${at}/enum/${i}`,
          `option "${value}" contains a dot, which cannot be part of its label key`,
          'store the value without a dot',
        );
      }
    });
  }
  const required = schema.required;
  if (required !== undefined && !Array.isArray(required))
    report(pointer('required'), '"required" must be a list of field names', 'write ["firstName", …]');
  if (Array.isArray(required)) {
    required.forEach((name, i) => {
      if (!names.includes(String(name))) {
        report(
          pointer('required', i),
          `"${String(name)}" is required but is not a field`,
          `add it under "properties" or remove it; fields: ${quoted(names)}`,
        );
      }
    });
  }
  return names;
}
