import type { Condition, FormDefinition, FormRules, FormValues, JsonSchema } from './spec.ts';

/*
 * Visibility: which fields of a form are shown for the values typed so far. A hidden field's value is
 * neither validated nor submitted, and other fields' conditions see it as empty. The build turns the same
 * conditions into JSON Schema `if`/`then` (compile/build-schema.ts), evaluated on the same pruned values,
 * so the browser, the precompiled validator and the sandbox always agree.
 */

export const isFilled = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

export function conditionsOf(rules: FormRules, field: string): Condition[] {
  const written = rules.visibleWhen?.[field];
  // A name stands for a shared condition (rules.conditions); the lint refuses a name that is not there.
  const declared = typeof written === 'string' ? rules.conditions?.[written] : written;
  if (!declared) return [];
  return Array.isArray(declared) ? declared : [declared];
}

export function holds(condition: Condition, values: FormValues): boolean {
  const value = values[condition.field];
  if ('in' in condition) return isFilled(value) && condition.in.includes(value as never);
  if ('notIn' in condition) return !condition.notIn.includes(value as never);
  return isFilled(value) === condition.filled;
}

export const fieldNames = (schema: JsonSchema): string[] =>
  Object.keys((schema.properties as Record<string, unknown> | undefined) ?? {});

/**
 * The form's fields in an order where every field comes after the fields its visibility depends on.
 * The schema lint refuses cycles, so this always covers every field; a cycle that slipped through is
 * broken by leaving its fields in schema order.
 */
export function dependencyOrder(schema: JsonSchema, rules: FormRules): string[] {
  const names = fieldNames(schema);
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name) || path.has(name)) return;
    path.add(name);
    for (const condition of conditionsOf(rules, name)) visit(condition.field, path);
    path.delete(name);
    done.add(name);
    order.push(name);
  };
  for (const name of names) visit(name, new Set());
  return order;
}

/** Values with every hidden field removed, and the set of hidden fields. */
export function pruneHidden(
  def: Pick<FormDefinition, 'schema' | 'rules'>,
  values: FormValues,
): { values: FormValues; hidden: Set<string> } {
  const pruned: FormValues = { ...values };
  const hidden = new Set<string>();
  for (const field of dependencyOrder(def.schema, def.rules)) {
    const shown = conditionsOf(def.rules, field).every((condition) => holds(condition, pruned));
    if (!shown) {
      hidden.add(field);
      delete pruned[field];
    }
  }
  return { values: pruned, hidden };
}
