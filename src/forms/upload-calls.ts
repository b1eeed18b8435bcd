/**
 * The upload calls a form's rules may name (`uploads.<field>.call`), as the engine receives them: the
 * screen that shows the form passes its table (SchemaForm's `uploaders`), as it passes the form's name,
 * so the engine calls no API itself. The names are listed once, in
 * schemas/meta/rules.schema.json#/definitions/uploadCall, which editors offer and the schema lint checks
 * against; a unit test keeps the feedback screens' table (src/features/feedback/upload-calls.ts) to
 * exactly those names.
 */

/** What the engine asks of a call: a cancel signal, no spinner and no toast, and progress in bytes. */
export interface UploadCallOptions {
  signal: AbortSignal;
  background: boolean;
  quiet: boolean;
  onProgress: (sent: number, total: number) => void;
}

export type Uploader = (file: Blob, options: UploadCallOptions) => Promise<{ imageId: string }>;

/** Upload calls by the name a form's rules give them. */
export type Uploaders = Readonly<Record<string, Uploader>>;
