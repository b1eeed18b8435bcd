import type { FormDefinition, FormValues, JsonSchema, OptionSet, Primitive } from './spec.ts';

/**
 * The options a field offers for the values typed so far: a fixed `enum` of the schema (legacy values are
 * simply not in it, so they are never offered), the market's regions, the districts of the chosen region,
 * or a named set chosen by another field (paydays: dates for Monthly, weekdays for Weekly).
 */
export interface Choice {
  value: Primitive;
  /** A locale key, or null when `text` is shown as it is (region and district names are proper nouns). */
  labelKey: string | null;
  text: string;
}

export interface FieldChoices {
  choices: Choice[];
  layout: 'list' | 'grid';
}

type Def = Pick<FormDefinition, 'schema' | 'ui' | 'rules' | 'regions'>;

export function propertyOf(schema: JsonSchema, field: string): JsonSchema | undefined {
  return (schema.properties as Record<string, JsonSchema> | undefined)?.[field];
}

function labelPrefix(def: Def, field: string): string | undefined {
  const options = (def.ui[field] as { 'ui:options'?: { labels?: unknown } } | undefined)?.['ui:options'];
  return typeof options?.labels === 'string' ? options.labels : undefined;
}

const keyed = (values: readonly Primitive[], prefix: string | undefined): Choice[] =>
  values.map((value) => ({
    value,
    labelKey: prefix ? `${prefix}.${String(value)}` : null,
    text: String(value),
  }));

function fromSet(set: OptionSet | undefined): FieldChoices {
  return set ? { choices: keyed(set.values, set.labels), layout: set.layout ?? 'list' } : empty;
}

const empty: FieldChoices = { choices: [], layout: 'list' };

/** Null for fields that are not chosen from options (text, dates, agreement…). */
export function choicesFor(def: Def, field: string, values: FormValues): FieldChoices | null {
  const source = def.rules.options?.[field];
  if (source?.from === 'regions') {
    return {
      choices: def.regions.map((r) => ({ value: r.id, labelKey: null, text: r.name })),
      layout: 'list',
    };
  }
  if (source?.from === 'districts') {
    const region = def.regions.find((r) => r.id === values[source.parent]);
    return region
      ? {
          choices: region.districts.map((d) => ({ value: d.id, labelKey: null, text: d.name })),
          layout: 'list',
        }
      : empty;
  }
  if (source?.from === 'sets') {
    const setName = source.sets[String(values[source.parent])];
    return fromSet(setName ? def.rules.optionSets?.[setName] : undefined);
  }
  const fixed = propertyOf(def.schema, field)?.enum;
  if (Array.isArray(fixed))
    return { choices: keyed(fixed as Primitive[], labelPrefix(def, field)), layout: 'list' };
  return null;
}

/** Fields whose options depend on another field are checked after it (a district after its region). */
export function parentOf(def: Def, field: string): string | null {
  const source = def.rules.options?.[field];
  return source && source.from !== 'regions' ? source.parent : null;
}
