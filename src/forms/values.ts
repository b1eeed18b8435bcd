import { visibleText, withoutInvisible } from '../lib/visible-text.ts';
import { isFilled } from './conditions.ts';
import { choicesFor, parentOf, propertyOf } from './options.ts';
import type { FormDefinition, FormRules, FormValues, JsonSchema } from './spec.ts';

type Def = Pick<FormDefinition, 'schema' | 'ui' | 'rules' | 'regions'>;

/*
 * What happens to values before they are shown, validated or submitted: cleaning what was typed,
 * schema defaults, resets when a parent field changes, and fitting stored values (from the server or an
 * older draft) to today's schema.
 */

/**
 * Text loses its invisible characters and is trimmed (and loses every space where the rules say
 * `noSpaces`); empty values are dropped. So a minimum length counts what a person sees, in the browser and
 * in the sandbox alike, and what is sent is what was validated (src/lib/visible-text.ts).
 */
export function cleanValues(def: Pick<Def, 'schema' | 'rules'>, values: FormValues): FormValues {
  const out: FormValues = {};
  const properties = (def.schema.properties as Record<string, unknown> | undefined) ?? {};
  for (const [field, raw] of Object.entries(values)) {
    if (!(field in properties)) continue;
    let value = raw;
    if (typeof value === 'string') {
      value =
        def.rules.normalize?.[field] === 'noSpaces'
          ? withoutInvisible(value).replace(/\s+/g, '')
          : visibleText(value);
    }
    // An agreement (`const: true`) left unticked is not an answer: RJSF may hold `false` for it.
    const property = (properties as Record<string, JsonSchema>)[field];
    if (value === false && property?.const === true) continue;
    if (isFilled(value)) out[field] = value;
  }
  return out;
}

/** Applies the cleaning a field does while the borrower types (so `noSpaces` fields never show a space). */
export function normalizeTyped(rules: FormRules, field: string, value: unknown): unknown {
  return typeof value === 'string' && rules.normalize?.[field] === 'noSpaces'
    ? value.replace(/\s+/g, '')
    : value;
}

/** Schema `default`s for fields that have no value (e.g. a fixed card type). */
export function withDefaults(schema: JsonSchema, values: FormValues): FormValues {
  const out = { ...values };
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  for (const [field, property] of Object.entries(properties)) {
    if (out[field] === undefined && property.default !== undefined) out[field] = property.default;
  }
  return out;
}

/**
 * After the borrower changed some fields (`before` → `after`), clears the fields the rules reset for
 * each change: a new region clears the district. A cleared field counts as changed too, so resets chain.
 */
export function applyResets(rules: FormRules, before: FormValues, after: FormValues): FormValues {
  const out = { ...after };
  const changed = Object.keys(rules.resets ?? {}).filter((field) => !sameValue(before[field], after[field]));
  const queue = [...changed];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const field = queue.shift() as string;
    if (seen.has(field)) continue;
    seen.add(field);
    for (const target of rules.resets?.[field] ?? []) {
      if (out[target] !== undefined) delete out[target];
      queue.push(target);
    }
  }
  return out;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

const JSON_TYPE: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  integer: (v) => Number.isInteger(v),
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
  array: (v) => Array.isArray(v),
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
};

function hasSchemaType(property: JsonSchema, value: unknown): boolean {
  const type = property.type;
  const types = Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
  return types.length === 0 || types.some((t) => JSON_TYPE[t]?.(value) ?? true);
}

/**
 * Keeps what still fits today's schema: known fields, of the right JSON type, and — for fields chosen
 * from options — a value that is still offered (a legacy education value, or a district of another
 * region, is cleared so the borrower picks again). Text that fails a pattern is kept: the borrower sees
 * the message and corrects it. Used on server data and on drafts made under an older schema.
 */
export function fitValues(def: Def, values: FormValues): FormValues {
  const out: FormValues = {};
  const fields = Object.keys(values).sort(
    (a, b) => Number(parentOf(def, a) !== null) - Number(parentOf(def, b) !== null),
  );
  for (const field of fields) {
    const value = values[field];
    const property = propertyOf(def.schema, field);
    if (!property || !isFilled(value) || !hasSchemaType(property, value)) continue;
    const options = choicesFor(def, field, out);
    if (options && !options.choices.some((choice) => choice.value === value)) continue;
    out[field] = value;
  }
  return out;
}

/** Values under the names the server's call uses (`rules.wire`); fields without one keep theirs. */
export function toWire(rules: Pick<FormRules, 'wire'>, values: FormValues): FormValues {
  const wire = rules.wire;
  if (!wire) return values;
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [wire[field] ?? field, value]));
}

/** The other way: what the server sends or receives, under the form's field names. */
export function fromWire(rules: Pick<FormRules, 'wire'>, values: FormValues): FormValues {
  const wire = rules.wire;
  if (!wire) return values;
  const field = Object.fromEntries(Object.entries(wire).map(([name, onWire]) => [onWire, name]));
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [field[name] ?? name, value]));
}
