/**
 * The shape of a form's three JSON files (schemas/<market>/<form>.{schema,ui,rules}.json) and of the
 * definition the build makes from them. Types only: the files stay pure JSON, and every behaviour they
 * declare is applied by the engine (src/forms), the same way for every form.
 */

export type Primitive = string | number | boolean;
export type FormValues = Record<string, unknown>;

/** A JSON Schema object as the files hold it (draft-07 keywords; no functions, no `format`). */
export type JsonSchema = { [keyword: string]: unknown };

/** RJSF uiSchema: `ui:widget` names a registered widget by string; titles, hints and placeholders are locale keys. */
export type UiSchema = { [key: string]: unknown };

/** When a field is shown. A list means all of them must hold. */
export type Condition =
  | { field: string; in: Primitive[] }
  | { field: string; notIn: Primitive[] }
  | { field: string; filled: boolean };

/** A named list of options that other fields can take their choices from (paydays, weekdays). */
export interface OptionSet {
  values: Primitive[];
  /** Locale key prefix: the label of value v is `<labels>.<v>`. Without it the value is shown as it is. */
  labels?: string;
  /** `grid` for short values such as days of the month. */
  layout?: 'list' | 'grid';
}

/** Where a field's options come from when they are not a fixed `enum` in the schema. */
export type OptionSource =
  | { from: 'regions' }
  | { from: 'districts'; parent: string }
  | { from: 'sets'; parent: string; sets: Record<string, string> };

/** Rules across fields or beyond JSON Schema, checked after the schema. Messages are locale keys. */
export type Check =
  | { check: 'differ'; fields: string[]; compare?: 'text' | 'phone'; message: string }
  | { check: 'notLoginPhone'; fields: string[]; message: string }
  | {
      check: 'date';
      field: string;
      /** The youngest and oldest the date may be, in whole years before today (birthday: 18 and 65). */
      minYearsAgo?: number;
      maxYearsAgo?: number;
      message: string;
    };

/**
 * Files a field takes (rules.uploads): how many, how big, of which types, compressed how on the phone, and
 * which upload call carries each one. The engine uploads each file as it is picked; the field's value is the
 * list of server references (never the bytes), and that is what drafts keep and a submit sends.
 */
export interface UploadRule {
  /** The upload call, by the name the engine maps to a src/api function (schemas/meta/rules.schema.json#/definitions/uploadCall). */
  call: string;
  /** Fewest files (default 0); more than 0 needs the field in the schema's `required`. */
  minCount?: number;
  maxCount: number;
  /** Largest file the borrower may pick, in MB of 1,048,576 bytes (checked before the file is read). */
  maxSizeMb: number;
  /** MIME types or patterns (`image/*`, `image/jpeg`, `application/pdf`). */
  accept: string[];
  /** Images: resized to `maxSidePx` on the longest side and saved as JPEG at `quality`; `none`: sent as picked. */
  compress: { maxSidePx: number; quality: number } | 'none';
}

export interface FormRules {
  $comment?: string;
  /**
   * field → condition(s) under which it is shown, or the name of a condition in `conditions`; a hidden
   * field is neither validated nor submitted.
   */
  visibleWhen?: Record<string, Condition | Condition[] | string>;
  /** Conditions many fields share, written once and named in `visibleWhen` (`"companyName": "employed"`). */
  conditions?: Record<string, Condition | Condition[]>;
  /** field → fields cleared when the borrower changes it. */
  resets?: Record<string, string[]>;
  /** field → where its options come from (regions, districts of a region, a set chosen by another field). */
  options?: Record<string, OptionSource>;
  optionSets?: Record<string, OptionSet>;
  /** field → how typed text is cleaned as it is typed (`noSpaces`: every space is dropped). Text is always trimmed. */
  normalize?: Record<string, 'noSpaces'>;
  /** field → (keyword, or schema path below the field, or `required` / `invalid`) → locale key. */
  messages: Record<string, Record<string, string>>;
  checks?: Check[];
  /** Locale key of the error summary shown above the form after a submit with errors. */
  summary?: string;
  /**
   * The fields `summary` speaks for (e.g. the questions of "There are still unanswered questions"): when
   * every error is on another field, the generic summary (`forms.common.summary`) is shown instead, so
   * the title never names something that is not missing. Absent: the summary speaks for every field.
   */
  summaryFields?: string[];
  /**
   * field → the name the server's call uses for it, when the two differ (feedback's `description` is sent
   * as `remark`). The engine sends and reads the wire names; the form files and messages keep the field's.
   */
  wire?: Record<string, string>;
  /** field → the files it takes and how they are uploaded (see UploadRule). */
  uploads?: Record<string, UploadRule>;
}

export interface District {
  id: string;
  name: string;
}

export interface Region {
  id: string;
  name: string;
  area?: string;
  districts: District[];
}

export interface RegionFile {
  market: string;
  source: string;
  regions: Region[];
}

/** One ajv error as the compiled validator reports it (the fields the engine reads). */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** A compiled validator: the precompiled ES module in the browser, ajv at run time in Node. */
export interface CompiledValidate {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

/** What the build makes of one form of one market. Schema objects stay the same object for the page's life. */
export interface FormDefinition {
  name: string;
  market: string;
  /** schema.json as written: what RJSF lays out. */
  schema: JsonSchema;
  ui: UiSchema;
  rules: FormRules;
  /** The market's regions, for forms with region and district fields; else empty. */
  regions: Region[];
  /** Hash of the three files: drafts remember which version they were made under. */
  version: string;
  /** Validates the full schema (schema.json plus what the build generated from the rules). */
  validate: CompiledValidate;
}

/** A field's problem: the locale key of its message and the numbers it may show (`{{limit}}`). */
export interface FieldError {
  field: string;
  key: string;
  params: Record<string, string | number>;
}
