// @vitest-environment node
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { buildValidationSchema } from '../../../src/forms/compile/build-schema.ts';
import { formTextKeys } from '../../../src/forms/compile/keys.ts';
import { lintForm } from '../../../src/forms/compile/lint.ts';
import { UPLOAD_CALL_NAMES } from '../../../src/forms/compile/lint-uploads.ts';
import type { FormRules, UploadRule } from '../../../src/forms/spec.ts';
import { acceptsType, withUploadErrors } from '../../../src/forms/uploads.ts';
import { UPLOADERS } from '../../../src/features/feedback/upload-calls.ts';
import { compileValidator } from '../../../scripts/forms/compile.ts';
import { readFormSources, readJsonFile, readLocales } from '../../../scripts/forms/sources.ts';
import { ROOT } from '../../helpers/forms.ts';

/*
 * Uploads declared in a form's rules (rules.uploads, issue 8): the feedback form's pictures as written,
 * each mistake product staff could make refused by the lint with a message naming the file, and the
 * engine's pieces that do not need a browser.
 */

type Json = Record<string, unknown>;
const locales = readLocales(ROOT);
const compile = (schema: Json) => (compileValidator(schema), null);

/** The real tz feedback form with its upload rule (and schema, ui) changed by `edit`, linted. */
function lintFeedback(
  edit: (form: { schema: Json; ui: Json; rules: Json; upload: Json }) => void = () => {},
) {
  const sources = structuredClone(readFormSources(ROOT, 'tz', 'feedback'));
  const rules = sources.rules as unknown as Json;
  const upload = (rules.uploads as Record<string, Json>).images as Json;
  edit({ schema: sources.schema, ui: sources.ui, rules, upload });
  return lintForm(sources, { locales, regions: [], compile }).map(
    (issue) => `${issue.file}#${issue.pointer}: ${issue.message}`,
  );
}

const RULES = 'schemas/base/feedback.rules.json';
const sizeMessage = (value: string) =>
  `${RULES}#/uploads/images/maxSizeMb: maxSizeMb must be a number above 0 and at most 20 (the server's limit), not ${value}`;

describe('the feedback form’s pictures, as declared', () => {
  it('are an upload by feedback/uploadFile: at most 3, 20 MB each, images only, compressed to 1600 px', () => {
    const { rules, ui, schema } = readFormSources(ROOT, 'tz', 'feedback');
    expect(rules.uploads?.images).toEqual({
      call: 'feedbackFile',
      maxCount: 3,
      maxSizeMb: 20,
      accept: ['image/*'],
      compress: { maxSidePx: 1600, quality: 0.8 },
    });
    expect((ui.images as Json)['ui:widget']).toBe('upload');
    expect((schema.properties as Json).images).toEqual({ type: 'array' });
    // Its messages are found by convention, at forms.feedback.images.<problem>.
    expect(rules.messages.images).toEqual({
      maxItems: 'forms.feedback.images.maxItems',
      maxSize: 'forms.feedback.images.maxSize',
      maxPixels: 'forms.feedback.images.maxPixels',
      fileType: 'forms.feedback.images.fileType',
      uploading: 'forms.feedback.images.uploading',
      uploadFailed: 'forms.feedback.images.uploadFailed',
    });
  });

  it('pass the lint', () => {
    expect(lintFeedback()).toEqual([]);
  });

  it('are sent as at most 3 server references (the validator the app and the sandbox share)', () => {
    const { schema, rules } = readFormSources(ROOT, 'tz', 'feedback');
    const built = buildValidationSchema(schema, rules, []);
    expect((built.properties as Json).images).toEqual({
      type: 'array',
      items: { type: 'string', minLength: 1 },
      maxItems: 3,
    });
    const validate = compileValidator(built);
    const ticket = { type: 1, description: 'My repayment is not shown yet' };
    expect(validate({ ...ticket, images: ['a', 'b', 'c'] })).toBe(true);
    expect(validate({ ...ticket, images: ['a', 'b', 'c', 'd'] })).toBe(false);
    expect(validate({ ...ticket, images: [{ url: 'blob:1' }] })).toBe(false);
  });

  it('bring the upload widget’s texts with the form, in both languages', () => {
    const { schema, ui, rules } = readFormSources(ROOT, 'tz', 'feedback');
    const keys = formTextKeys(schema, ui, rules);
    expect(keys).toEqual(
      expect.arrayContaining(['forms.upload.addPicture', 'forms.feedback.images.uploading']),
    );
    const personal = readFormSources(ROOT, 'tz', 'personal');
    expect(
      formTextKeys(personal.schema, personal.ui, personal.rules).filter((k) => k.startsWith('forms.upload.')),
    ).toEqual([]);
  });
});

describe('the lint refuses a mistaken upload declaration, naming the file and the place', () => {
  it('an upload call the engine does not know', () => {
    expect(lintFeedback(({ upload }) => (upload.call = 'feedbackUpload'))).toEqual([
      `${RULES}#/uploads/images/call: unknown upload call "feedbackUpload"`,
    ]);
  });

  it('a count that is not sane: none, too many, fewer wanted than allowed, files asked of a field not required', () => {
    expect(lintFeedback(({ upload }) => (upload.maxCount = 0))).toEqual([
      `${RULES}#/uploads/images/maxCount: maxCount must be a whole number from 1 to 10, not 0`,
    ]);
    expect(lintFeedback(({ upload }) => (upload.maxCount = 50))).toEqual([
      `${RULES}#/uploads/images/maxCount: maxCount must be a whole number from 1 to 10, not 50`,
    ]);
    expect(lintFeedback(({ upload }) => (upload.maxCount = 2.5))).toEqual([
      `${RULES}#/uploads/images/maxCount: maxCount must be a whole number from 1 to 10, not 2.5`,
    ]);
    expect(lintFeedback(({ upload }) => (upload.minCount = 4))).toEqual([
      `${RULES}#/uploads/images/minCount: minCount must be a whole number from 0 to maxCount, not 4`,
    ]);
    expect(lintFeedback(({ upload }) => (upload.minCount = 1))).toEqual([
      `${RULES}#/uploads/images/minCount: minCount 1 asks for files, but "images" is not in the schema's "required"`,
    ]);
  });

  it('a size over the server’s 20 MB, or none', () => {
    expect(lintFeedback(({ upload }) => (upload.maxSizeMb = 25))).toEqual([sizeMessage('25')]);
    expect(lintFeedback(({ upload }) => (upload.maxSizeMb = 0))).toEqual([sizeMessage('0')]);
    expect(lintFeedback(({ upload }) => delete upload.maxSizeMb)).toEqual([sizeMessage('undefined')]);
  });

  it('types that are not MIME patterns (an extension, a capital, a bare word), or none at all', () => {
    expect(lintFeedback(({ upload }) => (upload.accept = ['.jpg', 'Image/PNG', 'image']))).toEqual([
      `${RULES}#/uploads/images/accept/0: ".jpg" is not a MIME type or pattern`,
      `${RULES}#/uploads/images/accept/1: "Image/PNG" is not a MIME type or pattern`,
      `${RULES}#/uploads/images/accept/2: "image" is not a MIME type or pattern`,
    ]);
    expect(lintFeedback(({ upload }) => (upload.accept = []))).toEqual([
      `${RULES}#/uploads/images/accept: accept must list the file types taken`,
    ]);
  });

  it('compression of files that are not images, or a compression out of bounds', () => {
    expect(lintFeedback(({ upload }) => (upload.accept = ['image/*', 'application/pdf']))).toEqual([
      `${RULES}#/uploads/images/compress: only images are compressed, but accept also takes application/pdf`,
    ]);
    // Documents are sent as picked.
    expect(
      lintFeedback(({ upload }) => Object.assign(upload, { accept: ['application/pdf'], compress: 'none' })),
    ).toEqual([]);
    expect(lintFeedback(({ upload }) => (upload.compress = { maxSidePx: 100, quality: 8 }))).toEqual([
      `${RULES}#/uploads/images/compress/maxSidePx: maxSidePx must be a whole number of pixels from 320 to 4096`,
      `${RULES}#/uploads/images/compress/quality: quality must be a JPEG quality from 0.3 to 1`,
    ]);
    expect(lintFeedback(({ upload }) => (upload.compress = 'jpeg'))).toEqual([
      `${RULES}#/uploads/images/compress: compress must be "none" or { "maxSidePx", "quality" }`,
    ]);
  });

  it('a field that is not there, or not an upload field in the schema and the ui', () => {
    expect(
      lintFeedback(({ rules, upload }) => ((rules.uploads as Json).pictures = structuredClone(upload))),
    ).toEqual([`${RULES}#/uploads/pictures: uploads names "pictures", which is not a field of the schema`]);
    expect(
      lintFeedback(({ schema, ui }) => {
        (schema.properties as Record<string, Json>).images = { type: 'string', maxItems: 3 };
        (ui.images as Json)['ui:widget'] = 'text';
      }),
    ).toEqual(
      expect.arrayContaining([
        'schemas/base/feedback.ui.json#/images/ui:widget: "images" takes files (rules.uploads) but its widget is "text"',
        'schemas/base/feedback.schema.json#/properties/images/type: "images" takes files, so its value is the list of their references: its type must be "array"',
        'schemas/base/feedback.schema.json#/properties/images/maxItems: "maxItems" of "images" comes from its upload rule (minCount, maxCount in schemas/base/feedback.rules.json)',
      ]),
    );
    expect(lintFeedback(({ rules }) => delete rules.uploads)).toEqual([
      'schemas/base/feedback.ui.json#/images/ui:widget: "images" uses the upload widget but the rules declare no "uploads" → "images"',
    ]);
  });

  it('a problem with no message, and a misspelt part of the declaration', () => {
    expect(
      lintFeedback(({ rules }) => delete (rules.messages as Record<string, Json>).images?.uploading),
    ).toEqual([`${RULES}#/messages/images/uploading: "images" has no "uploading" message`]);
    expect(lintFeedback(({ upload }) => (upload.maxCont = 3))).toEqual([
      `${RULES}#/uploads/images/maxCont: "maxCont" is not part of an upload`,
    ]);
  });
});

describe('the upload call names: one list, in the meta-schema, that the lint and the engine share', () => {
  it('the lint reads the meta-schema’s list, and the engine maps exactly those names to src/api calls', () => {
    const meta = readJsonFile(ROOT, 'schemas/meta/rules.schema.json') as {
      definitions: { uploadCall: { enum: string[]; enumDescriptions: string[] } };
    };
    expect(UPLOAD_CALL_NAMES).toEqual(meta.definitions.uploadCall.enum);
    expect(meta.definitions.uploadCall.enumDescriptions).toHaveLength(UPLOAD_CALL_NAMES.length);
    expect(Object.keys(UPLOADERS).sort()).toEqual([...UPLOAD_CALL_NAMES].sort());
  });

  it('an editor is offered the names and flags a misspelt one (the meta-schema)', () => {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
    ajv.addVocabulary(['errorMessage', 'enumDescriptions']);
    const validate = ajv.compile(readJsonFile(ROOT, 'schemas/meta/rules.schema.json') as Json);
    const rules = structuredClone(readJsonFile(ROOT, 'schemas/base/feedback.rules.json')) as {
      uploads: { images: Json };
    };
    expect(validate(rules)).toBe(true);
    rules.uploads.images.call = 'feedbackUpload';
    rules.uploads.images.accept = ['.jpg'];
    rules.uploads.images.compress = { maxSidePx: 1600 };
    expect(validate(rules)).toBe(false);
    const places = (validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`);
    expect(places).toEqual(
      expect.arrayContaining([
        '/uploads/images/call enum',
        '/uploads/images/accept/0 pattern',
        '/uploads/images/compress required',
      ]),
    );
  });
});

describe('the engine’s upload pieces', () => {
  it('takes a file by the type the picker reports: a family, or an exact type', () => {
    expect(acceptsType(['image/*'], 'image/jpeg')).toBe(true);
    expect(acceptsType(['image/*'], 'IMAGE/PNG')).toBe(true);
    expect(acceptsType(['image/*'], 'application/pdf')).toBe(false);
    expect(acceptsType(['image/*'], '')).toBe(false);
    expect(acceptsType(['application/pdf'], 'application/pdf')).toBe(true);
    expect(acceptsType(['image/jpeg'], 'image/png')).toBe(false);
  });

  it('refuses a submit while a shown upload field is busy or failed, with its message, in display order', () => {
    const rule: UploadRule = {
      call: 'feedbackFile',
      maxCount: 3,
      maxSizeMb: 20,
      accept: ['image/*'],
      compress: 'none',
    };
    const rules: FormRules = {
      uploads: { a: rule, b: rule },
      visibleWhen: { b: { field: 'x', filled: true } },
      messages: { a: { uploading: 'm.a.uploading', uploadFailed: 'm.a.failed' }, b: { uploading: 'm.b.up' } },
    };
    const def = {
      schema: {
        type: 'object',
        properties: { x: { type: 'string' }, a: { type: 'array' }, b: { type: 'array' } },
      },
      ui: { 'ui:order': ['b', 'x', 'a'] },
      rules,
    };
    const typed = [{ field: 'x', key: 'm.x', params: {} }];
    expect(withUploadErrors(def, {}, typed, { a: 'idle' })).toBe(typed);
    expect(withUploadErrors(def, {}, typed, { a: 'busy', b: 'busy' })).toEqual([
      { field: 'x', key: 'm.x', params: {} },
      { field: 'a', key: 'm.a.uploading', params: {} },
    ]);
    expect(withUploadErrors(def, { x: 'shown' }, [], { a: 'failed', b: 'busy' })).toEqual([
      { field: 'b', key: 'm.b.up', params: {} },
      { field: 'a', key: 'm.a.failed', params: {} },
    ]);
  });
});
