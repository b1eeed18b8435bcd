/**
 * Multipart POSTs (docs/protocol.md "Request"): file parts under their own names plus one text part, named
 * like a payload field, holding the encrypted payload. None of the calls served so far is multipart, so the
 * parser is not written yet: `readMultipart` refuses clearly. A later issue implements it here and returns
 * the encrypted field and the files; `protocol.ts` already decrypts the field and passes the files on.
 */
import type { IncomingMessage } from 'node:http';
import { ApiError } from './errors.ts';

export interface UploadedFile {
  /** Name of the form part, e.g. `file`. */
  readonly field: string;
  readonly filename: string;
  readonly mediaType: string;
  readonly data: Buffer;
}

export interface MultipartForm {
  /** Text parts by name; the payload field is found among them like a JSON body's keys. */
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly UploadedFile[];
}

export function readMultipart(_req: IncomingMessage): Promise<MultipartForm> {
  return Promise.reject(ApiError.badRequest('multipartUnsupported'));
}
