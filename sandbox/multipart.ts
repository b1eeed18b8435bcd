/**
 * Multipart POSTs (docs/protocol.md "Request"): file parts under their own names plus one text part, named
 * like a payload field, holding the encrypted payload. Parsing is busboy's (streaming, with limits); this file
 * turns its events into a `MultipartForm` and each way a request can go wrong into an envelope error.
 * `protocol.ts` decrypts the payload field and passes the files on to the route.
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { FIELD_NAME } from './cipher.ts';
import {
  MAX_MULTIPART_FIELD_BYTES,
  MAX_MULTIPART_FIELDS,
  MAX_UPLOAD_FILE_BYTES,
  MAX_UPLOAD_FILES,
  MB_BYTES,
} from './config.ts';
import { ApiError, Code } from './errors.ts';

export interface UploadedFile {
  /** Name of the form part, e.g. `file`. */
  readonly field: string;
  /** The client's file name ('' when it sent none); never a path, and never trusted for anything. */
  readonly filename: string;
  /** The type the client declared, lower-cased; check the bytes (`detectImageType`) before relying on it. */
  readonly mediaType: string;
  readonly data: Buffer;
  /**
   * How many bytes the client sent, when `data` is no longer those bytes (an image re-encoded by
   * `reencodeImages`): size limits apply to what was sent.
   */
  readonly sentBytes?: number;
}

export interface MultipartForm {
  /** Text parts by name; the payload field is found among them like a JSON body's keys. */
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly UploadedFile[];
}

export interface MultipartLimits {
  /** Largest file part, in bytes; default MAX_UPLOAD_FILE_BYTES (20 MB). */
  readonly maxFileBytes: number;
  /** Most file parts (count); default MAX_UPLOAD_FILES (10). */
  readonly maxFiles: number;
  /** Largest text part, in bytes; default MAX_MULTIPART_FIELD_BYTES (1 MB). */
  readonly maxFieldBytes: number;
  /** Most text parts (count); default MAX_MULTIPART_FIELDS (10). */
  readonly maxFields: number;
}

export const DEFAULT_MULTIPART_LIMITS: MultipartLimits = {
  maxFileBytes: MAX_UPLOAD_FILE_BYTES,
  maxFiles: MAX_UPLOAD_FILES,
  maxFieldBytes: MAX_MULTIPART_FIELD_BYTES,
  maxFields: MAX_MULTIPART_FIELDS,
};

/** A size limit as the messages state it: megabytes to 3 significant digits (`20`, `10.5`, `0.000954`). */
export function inMegabytes(bytes: number): string {
  return String(Number((bytes / MB_BYTES).toPrecision(3)));
}

/** The 413 for a file over `limitBytes`; image checks in `uploads.ts` refuse with the same error. */
export function fileTooLarge(field: string, limitBytes: number): ApiError {
  return new ApiError(413, Code.tooLarge, 'fileTooLarge', { field, limitMb: inMegabytes(limitBytes) });
}

/**
 * Reads a `multipart/form-data` body into memory within `limits`. Rejects with an `ApiError` for a missing
 * boundary, a malformed body, too many parts, a part too large or a text part repeated; in every case the
 * rest of the body is drained unread, so the client finishes sending and receives the refusal.
 */
export function readMultipart(
  req: IncomingMessage,
  limits: Partial<MultipartLimits> = {},
): Promise<MultipartForm> {
  const { maxFileBytes, maxFiles, maxFieldBytes, maxFields } = { ...DEFAULT_MULTIPART_LIMITS, ...limits };
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          // busboy flags a part as cut off when it *reaches* the limit; one byte more lets a part of exactly
          // the limit through and still catches every part above it.
          fileSize: maxFileBytes + 1,
          fieldSize: maxFieldBytes + 1,
          files: maxFiles,
          fields: maxFields,
        },
      });
    } catch (error) {
      req.resume();
      // busboy throws for a Content-Type it cannot parse; `Multipart: Boundary not found` is the usual one.
      const noBoundary = error instanceof Error && /boundary/i.test(error.message);
      reject(ApiError.badRequest(noBoundary ? 'multipartNoBoundary' : 'multipartMalformed'));
      return;
    }

    // A Map, not an object: a part named `__proto__` must stay a plain entry.
    const fields = new Map<string, string>();
    const files: UploadedFile[] = [];
    let settled = false;

    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Stop parsing but let the rest drain, so the reply can still reach the client (as `readBody` does).
      req.resume();
      // Not at once: busboy emits its limit events mid-parse and touches its state after them, which a
      // destroyed parser has dropped (a synchronous destroy crashes it with a TypeError).
      process.nextTick(() => parser.destroy());
      reject(error);
    };

    parser.on('file', (partName, stream, info) => {
      const field = partName ?? '';
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(fileTooLarge(field, maxFileBytes)));
      // Destroying the parser on a refusal destroys this stream too; `settled` makes that a no-op.
      stream.on('error', () => fail(ApiError.badRequest('multipartMalformed')));
      stream.on('end', () => {
        files.push({
          field,
          filename: info.filename ?? '',
          mediaType: info.mimeType.toLowerCase(),
          data: Buffer.concat(chunks),
        });
      });
    });
    parser.on('field', (partName, value, info) => {
      // busboy passes `undefined` for a part without a name, whatever its types say.
      const name = partName ?? '';
      if (info.valueTruncated) {
        fail(
          new ApiError(413, Code.tooLarge, 'fieldTooLarge', {
            field: name,
            limitMb: inMegabytes(maxFieldBytes),
          }),
        );
        return;
      }
      // Two payload fields must not collapse into one silently; `protocol.ts` says so for JSON bodies too.
      if (fields.has(name)) {
        fail(
          FIELD_NAME.test(name)
            ? ApiError.badRequest('manyFields', { where: 'form' })
            : ApiError.badRequest('duplicatePart', { name }),
        );
        return;
      }
      fields.set(name, value);
    });
    parser.on('filesLimit', () => fail(ApiError.badRequest('tooManyFiles', { max: String(maxFiles) })));
    parser.on('fieldsLimit', () => fail(ApiError.badRequest('tooManyFields', { max: String(maxFields) })));
    // busboy's errors are all about the body's shape (`Unexpected end of form`, `Malformed part header`).
    parser.on('error', () => fail(ApiError.badRequest('multipartMalformed')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields: Object.fromEntries(fields), files });
    });
    // A client that goes away mid-upload: the caller's reply will find the socket gone.
    req.on('error', fail);
    req.pipe(parser);
  });
}
