import { MAX_PICTURE_MEGAPIXELS } from '../lib/picture-limits.ts';
import { pruneHidden } from './conditions.ts';
import type { FieldError, FormDefinition, FormRules, FormValues, UploadRule } from './spec.ts';
import { displayOrder } from './validate.ts';
import { cleanValues } from './values.ts';

/*
 * Uploads declared in a form's rules (rules.uploads), the part the engine needs on every form: the
 * problems an upload field can have and their messages, and the submit-time check that nothing is still
 * uploading or failed. The widget that picks, compresses and uploads loads only with a form that has such
 * a field (widgets/LazyUploadWidget.tsx), so forms without one do not carry it.
 */

/** One megabyte as the rules count it (`maxSizeMb`), in bytes. */
export const MB = 1024 * 1024;

/**
 * What can go wrong with an upload field, each with its message at `messages.<field>.<problem>` in the
 * rules, or by convention at `forms.<form>.<field>.<problem>`:
 * - `maxItems`: more files than `maxCount` (also the schema check of the references sent);
 * - `minItems`: fewer than `minCount` (when it is 2 or more; an empty field says `required`);
 * - `maxSize`: a file over `maxSizeMb`;
 * - `maxPixels`: a picture whose header says more pixels than the phone may decode (compressed images
 *   only; src/lib/picture-limits.ts), found before it is decoded;
 * - `fileType`: a file whose type `accept` does not list (or, for compressed images, that cannot be read);
 * - `uploading`: a submit while a file is still being prepared or sent;
 * - `uploadFailed`: a file the server did not take (the borrower may retry or remove it).
 */
export const UPLOAD_PROBLEMS = [
  'maxItems',
  'minItems',
  'maxSize',
  'maxPixels',
  'fileType',
  'uploading',
  'uploadFailed',
] as const;
export type UploadProblem = (typeof UPLOAD_PROBLEMS)[number];

/** The problems a field's rule can produce (and so needs messages for). */
export function problemsOf(rule: UploadRule): UploadProblem[] {
  return UPLOAD_PROBLEMS.filter(
    (problem) =>
      (problem !== 'minItems' || (rule.minCount ?? 0) >= 2) &&
      // Only a picture the phone compresses is decoded, so only then are its pixels counted.
      (problem !== 'maxPixels' || rule.compress !== 'none'),
  );
}

/** The number a problem's message may show as `{{limit}}`. */
export function limitOf(rule: UploadRule, problem: UploadProblem): number | undefined {
  if (problem === 'maxItems') return rule.maxCount;
  if (problem === 'minItems') return rule.minCount ?? 0;
  if (problem === 'maxSize') return rule.maxSizeMb;
  if (problem === 'maxPixels') return MAX_PICTURE_MEGAPIXELS;
  return undefined;
}

/** Shown when an upload problem has no message (the lint asks for each one; this is the net). */
const FALLBACK = 'forms.common.invalid';

export function uploadMessage(rules: FormRules, field: string, problem: UploadProblem): FieldError {
  const rule = rules.uploads?.[field];
  const limit = rule ? limitOf(rule, problem) : undefined;
  return {
    field,
    key: rules.messages[field]?.[problem] ?? FALLBACK,
    params: limit === undefined ? {} : { limit },
  };
}

/** True when a picked file's MIME type is one `accept` lists (`image/*` takes every image type). */
export function acceptsType(accept: readonly string[], type: string): boolean {
  const [major] = type.toLowerCase().split('/');
  return accept.some((pattern) => {
    const wanted = pattern.toLowerCase();
    return wanted === type.toLowerCase() || (wanted.endsWith('/*') && wanted === `${major}/*`);
  });
}

/** Where an upload field's files are: `busy` while one is being prepared or sent, `failed` when one was refused. */
export type UploadStatus = 'idle' | 'busy' | 'failed';

/**
 * The form's errors with those of its upload fields added: a field still uploading, or with a failed file,
 * cannot be submitted (its references would be incomplete). Hidden fields say nothing.
 */
export function withUploadErrors(
  def: Pick<FormDefinition, 'schema' | 'ui' | 'rules'>,
  values: FormValues,
  errors: FieldError[],
  statuses: Readonly<Record<string, UploadStatus>>,
): FieldError[] {
  const waiting = Object.entries(statuses).filter(
    ([field, status]) => status !== 'idle' && field in (def.rules.uploads ?? {}),
  );
  if (waiting.length === 0) return errors;
  const hidden = pruneHidden(def, cleanValues(def, values)).hidden;
  const added = waiting
    .filter(([field]) => !hidden.has(field))
    .map(([field, status]) =>
      uploadMessage(def.rules, field, status === 'busy' ? 'uploading' : 'uploadFailed'),
    );
  if (added.length === 0) return errors;
  const fields = new Set(added.map((error) => error.field));
  // In the order the borrower sees the fields, as `errors` are.
  const order = displayOrder(def);
  return [...errors.filter((error) => !fields.has(error.field)), ...added].sort(
    (a, b) => order.indexOf(a.field) - order.indexOf(b.field),
  );
}

/** An upload field's value: the server's references of the files it took. */
export const refsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((ref): ref is string => typeof ref === 'string' && ref !== '') : [];
