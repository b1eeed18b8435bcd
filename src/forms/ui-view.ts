import type { Translate as TranslateKeys } from '../i18n/i18n.ts';
import { choicesFor } from './options.ts';
import type { FormDefinition, FormValues, UiSchema, UploadRule } from './spec.ts';
import { uploadMessage, type UploadProblem } from './uploads.ts';

/** A choice as widgets get it: the value and its text in the language in force. */
export interface ViewChoice {
  value: string | number | boolean;
  label: string;
}

/** Keys named by the form's files (data, checked by the schema lint): `translateDataKey`. */
type Translate = TranslateKeys<string>;

/** An upload field as its widget gets it (`ui:options.upload`): the rule, and its refusals in words. */
export interface UploadView extends UploadRule {
  messages: Record<Exclude<UploadProblem, 'minItems' | 'uploading'>, string>;
}

function uploadView(def: Def, field: string, rule: UploadRule, t: Translate): UploadView {
  const text = (problem: UploadProblem) => {
    const message = uploadMessage(def.rules, field, problem);
    return t(message.key, message.params);
  };
  return {
    ...rule,
    messages: {
      maxItems: text('maxItems'),
      maxSize: text('maxSize'),
      maxPixels: text('maxPixels'),
      fileType: text('fileType'),
      uploadFailed: text('uploadFailed'),
    },
  };
}
type Def = Pick<FormDefinition, 'schema' | 'ui' | 'rules' | 'regions'>;

const TEXT_KEYS = ['ui:title', 'ui:help', 'ui:placeholder'] as const;

/**
 * The uiSchema RJSF renders for the values typed so far: locale keys turned into text, each field's
 * current options (`ui:options.choices`, `layout`) filled in, hidden fields given the `hidden` widget.
 * Widgets and templates then only display what they are given.
 */
export function viewUi(def: Def, values: FormValues, hidden: ReadonlySet<string>, t: Translate): UiSchema {
  const view: UiSchema = { ...def.ui };
  for (const field of Object.keys((def.schema.properties as object | undefined) ?? {})) {
    const entry = { ...(def.ui[field] as Record<string, unknown> | undefined) };
    if (hidden.has(field)) {
      view[field] = { ...entry, 'ui:widget': 'hidden' };
      continue;
    }
    for (const key of TEXT_KEYS) {
      if (typeof entry[key] === 'string') entry[key] = t(entry[key]);
    }
    const options = { ...(entry['ui:options'] as Record<string, unknown> | undefined) };
    const found = choicesFor(def, field, values);
    if (found) {
      options.choices = found.choices.map((choice): ViewChoice => ({
        value: choice.value,
        label: choice.labelKey ? t(choice.labelKey) : choice.text,
      }));
      options.layout = found.layout;
    }
    const upload = def.rules.uploads?.[field];
    if (upload) options.upload = uploadView(def, field, upload, t);
    entry['ui:options'] = options;
    view[field] = entry;
  }
  return view;
}
