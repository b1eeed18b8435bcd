import rulesMeta from '../../../schemas/meta/rules.schema.json' with { type: 'json' };
import type { FormRules, JsonSchema, UiSchema, UploadRule } from '../spec.ts';
import { problemsOf } from '../uploads.ts';
import { pointer, quoted, reporter, type LintIssue } from './lint-support.ts';

/**
 * The upload calls a rules file may name: listed once, in the meta-schema editors read
 * (schemas/meta/rules.schema.json#/definitions/uploadCall); the feedback screens' table (src/features/feedback/upload-calls.ts)
 * is kept to the same names by a unit test.
 */
export const UPLOAD_CALL_NAMES: readonly string[] = rulesMeta.definitions.uploadCall.enum;

/** Most files one field may take (count): a feedback ticket takes 3; more would be a mistake. */
export const MAX_FILES = 10;
/** Largest file a rule may allow, in MB: the server takes file parts of up to 20 MB (spec section 5). */
export const MAX_FILE_MB = 20;
/** Sane bounds of a compression: the longest side in pixels, and the JPEG quality. */
export const SIDE_PX = { min: 320, max: 4096 } as const;
export const QUALITY = { min: 0.3, max: 1 } as const;

/** A MIME type or a whole family: `image/jpeg`, `image/*`, `application/pdf`. */
const MIME_PATTERN = /^[a-z]+\/(?:\*|[a-z0-9][a-z0-9.+-]*)$/;
/** What the phone can compress (src/lib/compress-image.ts reads JPEG, PNG and WebP). */
const COMPRESSIBLE = ['image/*', 'image/jpeg', 'image/png', 'image/webp'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

interface Context {
  /** The form's name, for the message keys found by convention. */
  name: string;
  files: { schema: string; ui: string; rules: string };
  schema: JsonSchema;
  ui: UiSchema;
  rules: FormRules;
}

/** rules.uploads: every declaration is complete and sane, and its field is an upload field. */
export function lintUploads(issues: LintIssue[], { name, files, schema, ui, rules }: Context): void {
  const report = reporter(issues, files.rules);
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const uploads = (rules.uploads ?? {}) as Record<string, unknown>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  if (!isObject(uploads)) {
    report(pointer('uploads'), '"uploads" must be an object: field → its files', 'see schemas/README.md');
    return;
  }
  // An upload widget without a declaration would not know what to take, nor where to send it.
  for (const [field, entry] of Object.entries(ui)) {
    if (isObject(entry) && entry['ui:widget'] === 'upload' && !(field in uploads))
      reporter(issues, files.ui)(
        pointer(field, 'ui:widget'),
        `"${field}" uses the upload widget but the rules declare no "uploads" → "${field}"`,
        `add "uploads": { "${field}": { "call", "maxCount", "maxSizeMb", "accept", "compress" } } to ${files.rules}`,
      );
  }
  for (const [field, declared] of Object.entries(uploads)) {
    const at = pointer('uploads', field);
    const property = properties[field];
    if (!property) {
      report(
        at,
        `uploads names "${field}", which is not a field of the schema`,
        `use one of ${quoted(Object.keys(properties))}`,
      );
      continue;
    }
    if (!isObject(declared)) {
      report(
        at,
        `the upload of "${field}" must be an object`,
        'write { "call", "maxCount", "maxSizeMb", "accept", "compress" }',
      );
      continue;
    }
    const widget = (ui[field] as Record<string, unknown> | undefined)?.['ui:widget'];
    if (widget !== 'upload')
      reporter(issues, files.ui)(
        pointer(field, 'ui:widget'),
        `"${field}" takes files (rules.uploads) but its widget is ${JSON.stringify(widget)}`,
        'use "ui:widget": "upload"',
      );
    if (property.type !== 'array')
      reporter(issues, files.schema)(
        pointer('properties', field, 'type'),
        `"${field}" takes files, so its value is the list of their references: its type must be "array"`,
        'write "type": "array"',
      );
    for (const keyword of ['items', 'minItems', 'maxItems'])
      if (keyword in property)
        reporter(issues, files.schema)(
          pointer('properties', field, keyword),
          `"${keyword}" of "${field}" comes from its upload rule (minCount, maxCount in ${files.rules})`,
          `remove "${keyword}" here`,
        );

    for (const key of Object.keys(declared))
      if (!['call', 'minCount', 'maxCount', 'maxSizeMb', 'accept', 'compress', '$comment'].includes(key))
        report(
          `${at}/${key}`,
          `"${key}" is not part of an upload`,
          'use call, minCount, maxCount, maxSizeMb, accept, compress',
        );

    if (typeof declared.call !== 'string' || !UPLOAD_CALL_NAMES.includes(declared.call))
      report(
        `${at}/call`,
        `unknown upload call ${JSON.stringify(declared.call)}`,
        `use one of ${quoted(UPLOAD_CALL_NAMES)} (a new call needs its name in schemas/meta/rules.schema.json and src/features/feedback/upload-calls.ts)`,
      );

    const { maxCount, minCount = 0 } = declared;
    if (!isCount(maxCount) || maxCount < 1 || maxCount > MAX_FILES)
      report(
        `${at}/maxCount`,
        `maxCount must be a whole number from 1 to ${MAX_FILES}, not ${JSON.stringify(maxCount)}`,
        'e.g. "maxCount": 3',
      );
    if (!isCount(minCount) || (isCount(maxCount) && minCount > maxCount))
      report(
        `${at}/minCount`,
        `minCount must be a whole number from 0 to maxCount, not ${JSON.stringify(minCount)}`,
        'e.g. "minCount": 1, or leave it out for none',
      );
    else if (minCount > 0 && !required.includes(field))
      report(
        `${at}/minCount`,
        `minCount ${minCount} asks for files, but "${field}" is not in the schema's "required"`,
        `add "${field}" to "required" in ${files.schema} (its message: forms.<form>.${field}.required)`,
      );

    const { maxSizeMb } = declared;
    if (typeof maxSizeMb !== 'number' || !(maxSizeMb > 0) || maxSizeMb > MAX_FILE_MB)
      report(
        `${at}/maxSizeMb`,
        `maxSizeMb must be a number above 0 and at most ${MAX_FILE_MB} (the server's limit), not ${JSON.stringify(maxSizeMb)}`,
        'e.g. "maxSizeMb": 20',
      );

    const accept = declared.accept;
    const types = Array.isArray(accept) ? accept : [];
    if (types.length === 0)
      report(
        `${at}/accept`,
        'accept must list the file types taken',
        'e.g. "accept": ["image/*"] or ["application/pdf"]',
      );
    types.forEach((type, i) => {
      if (typeof type !== 'string' || !MIME_PATTERN.test(type))
        report(
          `${at}/accept/${i}`,
          `${JSON.stringify(type)} is not a MIME type or pattern`,
          'write it as "image/*", "image/jpeg" or "application/pdf" (lower case, no dots or extensions)',
        );
      else if (types.indexOf(type) !== i)
        report(`${at}/accept/${i}`, `"${type}" is listed twice`, 'remove one');
    });

    const compress = declared.compress;
    if (compress === 'none') {
      // Sent as picked.
    } else if (!isObject(compress)) {
      report(
        `${at}/compress`,
        'compress must be "none" or { "maxSidePx", "quality" }',
        'e.g. "compress": { "maxSidePx": 1600, "quality": 0.8 } for photos, "none" for documents',
      );
    } else {
      const { maxSidePx, quality } = compress;
      if (
        !Number.isInteger(maxSidePx) ||
        (maxSidePx as number) < SIDE_PX.min ||
        (maxSidePx as number) > SIDE_PX.max
      )
        report(
          `${at}/compress/maxSidePx`,
          `maxSidePx must be a whole number of pixels from ${SIDE_PX.min} to ${SIDE_PX.max}`,
          'e.g. 1600',
        );
      if (typeof quality !== 'number' || quality < QUALITY.min || quality > QUALITY.max)
        report(
          `${at}/compress/quality`,
          `quality must be a JPEG quality from ${QUALITY.min} to ${QUALITY.max}`,
          'e.g. 0.8',
        );
      for (const key of Object.keys(compress))
        if (!['maxSidePx', 'quality'].includes(key))
          report(
            `${at}/compress/${key}`,
            `"${key}" is not part of a compression`,
            'use maxSidePx and quality',
          );
      // (Entries that are not MIME types at all were named above.)
      const others = types.filter(
        (type) => typeof type === 'string' && MIME_PATTERN.test(type) && !COMPRESSIBLE.includes(type),
      );
      if (others.length > 0)
        report(
          `${at}/compress`,
          `only images are compressed, but accept also takes ${quoted(others.map(String))}`,
          `accept only ${quoted(COMPRESSIBLE)} here, or write "compress": "none"`,
        );
    }

    // Each problem the field can have needs its message (written here, or at forms.<form>.<field>.<problem>).
    // (A message that is named is checked in both languages with the other messages.)
    const saneMin = isCount(minCount) && (!isCount(maxCount) || minCount <= maxCount);
    const counted = { ...(declared as unknown as UploadRule), minCount: saneMin ? minCount : 0 };
    for (const problem of problemsOf(counted)) {
      if (rules.messages?.[field]?.[problem] === undefined)
        report(
          pointer('messages', field, problem),
          `"${field}" has no "${problem}" message`,
          `add its text at forms.${name}.${field}.${problem} to both locale files (found by convention), or name a key under "messages" → "${field}" → "${problem}"`,
        );
    }
  }
}
