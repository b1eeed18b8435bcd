import { uploadCredential, uploadFeedbackFile } from '../api/feedback.ts';
import type { UploadOptions } from '../api/http.ts';

/**
 * The upload calls a form's rules may name (`uploads.<field>.call`) and the src/api function each one is.
 * The names are listed once, in schemas/meta/rules.schema.json#/definitions/uploadCall, which editors
 * offer and the schema lint checks against; a unit test keeps this table to exactly those names. Loaded
 * only with the upload widget.
 */
export type Uploader = (file: Blob, options: UploadOptions) => Promise<{ imageId: string }>;

export const UPLOADERS: Readonly<Record<string, Uploader>> = {
  feedbackFile: uploadFeedbackFile,
  feedbackCredential: uploadCredential,
};
