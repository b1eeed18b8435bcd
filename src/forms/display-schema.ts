import type { ValidatorType } from '@rjsf/utils';
import type { FormDefinition, JsonSchema } from './spec.ts';

/*
 * RJSF lays the form out; it does not validate it (the engine does, see validate.ts). It gets a schema
 * reduced to what layout needs — each field's type and default — so that validation keywords (`allOf` of
 * patterns, `enum`s) never make it merge, warn or pick a field type the widgets do not expect.
 */

const cache = new WeakMap<JsonSchema, JsonSchema>();

/** The layout schema of a form; the same object every time for the same definition. */
export function displaySchema(def: Pick<FormDefinition, 'schema'>): JsonSchema {
  const cached = cache.get(def.schema);
  if (cached) return cached;
  const properties: Record<string, JsonSchema> = {};
  for (const [field, property] of Object.entries(
    (def.schema.properties as Record<string, JsonSchema>) ?? {},
  )) {
    const type = property.type ?? 'string';
    properties[field] = {
      type,
      ...(property.default !== undefined ? { default: property.default } : {}),
      ...(type === 'array' ? { items: { type: 'object' } } : {}),
    };
  }
  const display: JsonSchema = {
    type: 'object',
    properties,
    required: Array.isArray(def.schema.required) ? def.schema.required : [],
  };
  cache.set(def.schema, display);
  return display;
}

/**
 * The validator RJSF asks for. Layout schemas have no conditions, so RJSF never needs a real answer;
 * `noValidate` keeps it from validating, and the engine's own validation fills `extraErrors`.
 */
export const layoutValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
