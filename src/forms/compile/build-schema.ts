import { conditionsOf, fieldNames } from '../conditions.ts';
import type { Condition, FormRules, JsonSchema, Region } from '../spec.ts';

/*
 * From a form's schema.json and rules.json, the schema the validator is compiled from: the rules'
 * visibility turns into `if`/`then` requirements and their option sources into `enum`s, so a value that
 * is not offered (a district of another region, a weekday for a monthly payday) fails validation in the
 * browser and in the sandbox alike. Pure: the Vite plugin, the sandbox and the schema playground call it.
 */

/** A condition as JSON Schema, evaluated on values whose hidden fields were left out (as the engine does). */
export function conditionSchema(condition: Condition): JsonSchema {
  if ('in' in condition) {
    return { required: [condition.field], properties: { [condition.field]: { enum: condition.in } } };
  }
  if ('notIn' in condition) {
    return { properties: { [condition.field]: { not: { enum: condition.notIn } } } };
  }
  return condition.filled ? { required: [condition.field] } : { not: { required: [condition.field] } };
}

function whenAll(conditions: Condition[]): JsonSchema {
  const parts = conditions.map(conditionSchema);
  return parts.length === 1 ? (parts[0] as JsonSchema) : { allOf: parts };
}

/** `{ if, then }`: JSON Schema's conditional keywords (the object is a schema, not a promise). */
function ifThen(condition: JsonSchema, then: JsonSchema): JsonSchema {
  // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's `then` keyword
  return { if: condition, then };
}

const ifValue = (field: string, value: unknown): JsonSchema => ({
  required: [field],
  properties: { [field]: { const: value } },
});

function optionParts(rules: FormRules, regions: readonly Region[]) {
  const properties: Record<string, JsonSchema> = {};
  const allOf: JsonSchema[] = [];
  for (const [field, source] of Object.entries(rules.options ?? {})) {
    if (source.from === 'regions') {
      properties[field] = { enum: regions.map((region) => region.id) };
    } else if (source.from === 'districts') {
      for (const region of regions) {
        allOf.push(
          ifThen(ifValue(source.parent, region.id), {
            properties: { [field]: { enum: region.districts.map((d) => d.id) } },
          }),
        );
      }
    } else {
      for (const [parentValue, setName] of Object.entries(source.sets)) {
        const set = rules.optionSets?.[setName];
        if (!set) continue; // the lint names the missing set
        allOf.push(
          ifThen(ifValue(source.parent, parentValue), { properties: { [field]: { enum: set.values } } }),
        );
      }
    }
  }
  return { properties, allOf };
}

/**
 * The validation schema. Conditionally shown fields leave the top-level `required` for an `if`/`then`;
 * fields with options from the rules gain their `enum`; unknown fields are refused.
 */
export function buildValidationSchema(
  schema: JsonSchema,
  rules: FormRules,
  regions: readonly Region[],
): JsonSchema {
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const conditional = fieldNames(schema).filter((field) => conditionsOf(rules, field).length > 0);
  const allOf: JsonSchema[] = Array.isArray(schema.allOf) ? [...(schema.allOf as JsonSchema[])] : [];
  for (const field of conditional) {
    if (required.includes(field)) {
      allOf.push(ifThen(whenAll(conditionsOf(rules, field)), { required: [field] }));
    }
  }
  const options = optionParts(rules, regions);
  allOf.push(...options.allOf);

  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const [field, extra] of Object.entries(options.properties)) {
    properties[field] = { ...properties[field], ...extra };
  }
  // An upload field holds the server's references of its files, as many as the rule allows.
  for (const [field, rule] of Object.entries(rules.uploads ?? {})) {
    if (!properties[field]) continue; // the lint names the unknown field
    const count: JsonSchema = { maxItems: rule.maxCount };
    if ((rule.minCount ?? 0) > 0) count.minItems = rule.minCount;
    properties[field] = { ...properties[field], items: { type: 'string', minLength: 1 }, ...count };
  }
  const built: JsonSchema = {
    ...schema,
    properties,
    required: required.filter((field) => !conditional.includes(field)),
    additionalProperties: false,
  };
  if (allOf.length > 0) built.allOf = allOf;
  return built;
}
