import { runChecks, type CheckContext } from './checks.ts';
import { fieldNames, pruneHidden } from './conditions.ts';
import type { FieldError, FormDefinition, FormRules, FormValues, SchemaError } from './spec.ts';
import { cleanValues } from './values.ts';

type Def = Pick<FormDefinition, 'schema' | 'ui' | 'rules' | 'regions' | 'validate'>;

/** Shown when a field has no message for what went wrong (the schema lint asks for one; this is the net). */
export const FALLBACK_MESSAGE = 'forms.common.invalid';

/** One message per field: the most basic problem first (missing, then wrong kind, then too short…). */
const PRIORITY = ['required', 'type', 'const', 'enum', 'minLength', 'maxLength', 'pattern'];
const rank = (keyword: string) => {
  const index = PRIORITY.indexOf(keyword);
  return index === -1 ? PRIORITY.length : index;
};

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function fieldOf(error: SchemaError): string | null {
  if (error.keyword === 'required' && error.instancePath === '') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  const first = error.instancePath.split('/')[1];
  return first === undefined ? null : unescape(first);
}

/** The schema path below the field (`pattern`, `allOf/1/pattern`, `items/properties/size/maximum`). */
function pathBelow(error: SchemaError, field: string): string {
  if (error.keyword === 'required' && error.instancePath === '') return 'required';
  const marker = `/properties/${field.replace(/~/g, '~0').replace(/\//g, '~1')}/`;
  const at = error.schemaPath.lastIndexOf(marker);
  return at === -1 ? error.keyword : error.schemaPath.slice(at + marker.length);
}

/** The locale key for a field's schema error: by path, then keyword, then `invalid`, then `required`. */
export function messageKey(rules: FormRules, field: string, error: SchemaError): string {
  const messages = rules.messages[field] ?? {};
  return (
    messages[pathBelow(error, field)] ??
    messages[error.keyword] ??
    messages.invalid ??
    messages.required ??
    FALLBACK_MESSAGE
  );
}

function paramsOf(error: SchemaError): Record<string, string | number> {
  const limit = error.params.limit;
  return typeof limit === 'number' || typeof limit === 'string' ? { limit } : {};
}

/** The fields in the order the borrower sees them (ui:order, else the schema's), for errors and focus. */
export function displayOrder(def: Pick<Def, 'schema' | 'ui'>): string[] {
  const names = fieldNames(def.schema);
  const order = Array.isArray(def.ui['ui:order']) ? (def.ui['ui:order'] as string[]) : [];
  const listed = order.filter((name) => names.includes(name));
  const rest = names.filter((name) => !listed.includes(name));
  // "*" stands for every field the order does not name, where it stands (as the form draws them).
  const star = order.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  const before = order.slice(0, star).filter((name) => names.includes(name));
  return [...before, ...rest, ...listed.slice(before.length)];
}

/** The values that would be submitted: cleaned, with hidden fields left out. */
export function submittedValues(def: Pick<Def, 'schema' | 'rules'>, values: FormValues): FormValues {
  return pruneHidden(def, cleanValues(def, values)).values;
}

/**
 * The field whose choices come from another one (a district from its region, a payday from the pay
 * frequency), when that other field is not answered yet or is wrong: the field cannot be used, so it says
 * nothing; the field it waits for carries the message.
 */
function waitingFor(
  rules: FormRules,
  field: string,
  values: FormValues,
  wrong: ReadonlySet<string>,
): boolean {
  const source = rules.options?.[field];
  const parent = source && 'parent' in source ? source.parent : undefined;
  return parent !== undefined && (values[parent] === undefined || wrong.has(parent));
}

export interface Validation {
  /** Exactly what is submitted when `errors` is empty. */
  values: FormValues;
  /** At most one per field, in display order. */
  errors: FieldError[];
}

/**
 * The one validation of a form, in the browser and in the sandbox alike: clean, leave hidden fields out,
 * run the compiled schema, then the rules' checks; map every problem to the field's message key.
 */
export function validateForm(def: Def, raw: FormValues, context: CheckContext): Validation {
  const values = submittedValues(def, raw);
  const byField = new Map<string, { error: SchemaError; rank: number }>();
  if (!def.validate(values)) {
    for (const error of def.validate.errors ?? []) {
      if (error.keyword === 'if') continue; // its `then` reported the actual problem
      const field = fieldOf(error);
      if (field === null) continue;
      const current = byField.get(field);
      if (!current || rank(error.keyword) < current.rank)
        byField.set(field, { error, rank: rank(error.keyword) });
    }
  }
  const schemaErrors: FieldError[] = [...byField].map(([field, { error }]) => ({
    field,
    key: messageKey(def.rules, field, error),
    params: paramsOf(error),
  }));
  const checkErrors = runChecks(def.rules.checks ?? [], values, context, new Set(byField.keys()));
  const order = displayOrder(def);
  const position = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  const all = [...schemaErrors, ...checkErrors];
  const wrong = new Set(all.map((error) => error.field));
  const errors = all
    .filter((error) => !waitingFor(def.rules, error.field, values, wrong))
    .sort((a, b) => position(a.field) - position(b.field));
  return { values, errors };
}
