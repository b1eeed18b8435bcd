import { fieldNames } from '../conditions.ts';
import type { FormRules, JsonSchema, UiSchema } from '../spec.ts';

/*
 * The locale keys a form's files name: labels, hints, placeholders, option labels, messages. The build
 * ships their texts with the form's own chunk (scripts/forms/vite-plugin.ts), so the first screen a
 * borrower opens does not download the texts of forms they have not reached yet.
 */

/** Locale subtrees that belong to forms and travel with them; the rest of `forms` is the engine's own. */
export const FORM_TEXT_ROOTS = ['options', 'forms'] as const;
export const ENGINE_TEXT_SUBTREES = ['common', 'widgets', 'date'] as const;

/** The upload widget's own texts: they travel with the forms that have an upload field (rules.uploads). */
export const UPLOAD_WIDGET_TEXTS = [
  'addPicture',
  'addFile',
  'alt',
  'file',
  'remove',
  'compressing',
  'uploading',
  'done',
  'progressOf',
  'cancel',
  'cancelOf',
  'retry',
  'retryOf',
].map((key) => `forms.upload.${key}`);

/** True for a key whose text ships with the forms rather than with the first load. */
export function travelsWithForms(key: string): boolean {
  const [root, sub] = key.split('.');
  if (root === 'options') return true;
  return root === 'forms' && !(ENGINE_TEXT_SUBTREES as readonly string[]).includes(sub ?? '');
}

export function formTextKeys(schema: JsonSchema, ui: UiSchema, rules: FormRules): string[] {
  const keys = new Set<string>();
  const add = (key: unknown) => {
    if (typeof key === 'string' && key) keys.add(key);
  };
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  for (const field of fieldNames(schema)) {
    const entry = (ui[field] ?? {}) as Record<string, unknown>;
    add(entry['ui:title']);
    add(entry['ui:help']);
    add(entry['ui:placeholder']);
    const options = (entry['ui:options'] ?? {}) as { labels?: unknown; partLabels?: unknown };
    const values = properties[field]?.enum;
    if (typeof options.labels === 'string' && Array.isArray(values)) {
      for (const value of values) add(`${options.labels}.${String(value)}`);
    }
    if (Array.isArray(options.partLabels)) options.partLabels.forEach(add);
  }
  for (const messages of Object.values(rules.messages ?? {})) Object.values(messages).forEach(add);
  for (const check of rules.checks ?? []) add(check.message);
  add(rules.summary);
  if (Object.keys(rules.uploads ?? {}).length > 0) UPLOAD_WIDGET_TEXTS.forEach(add);
  for (const set of Object.values(rules.optionSets ?? {})) {
    if (set.labels) for (const value of set.values) add(`${set.labels}.${String(value)}`);
  }
  return [...keys].sort();
}
