import formsCommonTexts from '../src/i18n/sections/forms-common.ts';
import { conditionsOf } from '../src/forms/conditions.ts';
import { useEffect, useState } from 'react';
import { buildValidationSchema } from '../src/forms/compile/build-schema.ts';
import { loadDefinition } from '../src/forms/load.ts';
import { UPLOADERS } from '../src/features/feedback/upload-calls.ts';
import { SchemaForm } from '../src/forms/SchemaForm.tsx';
import type { FormDefinition, FormRules, FormValues, JsonSchema } from '../src/forms/spec.ts';
import { useT } from '../src/i18n/i18n.ts';
import { compileValidator } from '../scripts/forms/compile.ts';

/*
 * Forms in stories. The real definitions load as in the app (precompiled validators, texts); a story of
 * one widget keeps only some fields of a real form and compiles their validator in the browser with ajv,
 * which Storybook (a team tool, never shipped to borrowers) may do.
 */

const pick = <T,>(record: Record<string, T> | undefined, keep: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => keep(key)));

/** The real form reduced to `fields`, with every rule that only involves those fields. */
export function subset(def: FormDefinition, fields: readonly string[]): FormDefinition {
  const has = (field: string) => fields.includes(field);
  const properties = pick(def.schema.properties as Record<string, JsonSchema>, has);
  const schema: JsonSchema = {
    ...def.schema,
    properties,
    required: ((def.schema.required as string[] | undefined) ?? []).filter(has),
  };
  const ui = { ...pick(def.ui, has), 'ui:order': fields };
  const rules: FormRules = {
    ...def.rules,
    visibleWhen: pick(def.rules.visibleWhen, (field) => {
      const conditions = conditionsOf(def.rules, field);
      return has(field) && conditions.length > 0 && conditions.every((condition) => has(condition.field));
    }),
    resets: pick(def.rules.resets, has),
    options: pick(def.rules.options, (field) => {
      const source = def.rules.options?.[field];
      return has(field) && (source?.from === 'regions' || (source !== undefined && has(source.parent)));
    }),
    messages: pick(def.rules.messages, has),
    checks: (def.rules.checks ?? []).filter((check) =>
      check.check === 'date' ? has(check.field) : check.fields.every(has),
    ),
  };
  const validate = compileValidator(buildValidationSchema(schema, rules, def.regions));
  return { ...def, schema, ui, rules, validate };
}

export interface StoryFormProps {
  /** A form of the build's market: `personal`, `work`, `questionnaire`, `feedback`. */
  form: string;
  /** Only these fields (a widget story); all of them when left out. */
  fields?: readonly string[];
  initialValues?: FormValues;
  loginPhone?: string;
}

/**
 * How long a play function waits for a story's form to be drawn: its chunk loads first, and a widget story
 * compiles its validator in the page (ajv), which takes seconds on a loaded two-core test machine.
 */
export const FORM_LOADED = { timeout: 8000 };

/** A real form (or part of it), submitting nowhere. */
export function StoryForm({ form, fields, initialValues, loginPhone }: StoryFormProps) {
  const t = useT(formsCommonTexts);
  const [definition, setDefinition] = useState<FormDefinition | null>(null);
  // The field list by value: a story may pass a new array on each render.
  const only = fields?.join(',');
  useEffect(() => {
    let current = true;
    void loadDefinition(form).then((def) => {
      if (current) setDefinition(only ? subset(def, only.split(',')) : def);
    });
    return () => {
      current = false;
    };
  }, [form, only]);
  if (!definition) return <p>{t('common.loading')}</p>;
  return (
    <SchemaForm
      name={form}
      definition={definition}
      user="story"
      loginPhone={loginPhone}
      initialValues={initialValues}
      submitLabel={t('forms.common.submit')}
      onSubmit={async () => undefined}
      uploaders={UPLOADERS}
    />
  );
}
