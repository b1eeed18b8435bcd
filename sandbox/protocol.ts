/**
 * Unwrapping a request as docs/protocol.md describes it: the encrypted path segment, then the one payload
 * field (query string for GET, JSON body or multipart part for POST), decrypted and checked. Every failure is
 * a 400 whose message says exactly what is wrong, because that message is what a client developer sees.
 */
import type { IncomingMessage } from 'node:http';
import { CipherError, decrypt, deriveKey, FIELD_NAME } from './cipher.ts';
import { MAX_JSON_BODY_BYTES } from './config.ts';
import { ApiError } from './errors.ts';
import { BodyTooLargeError, header, mediaType, readBody } from './http.ts';
import type { MessageKey } from './messages.ts';
import { readMultipart } from './multipart.ts';
import type { UploadedFile } from './multipart.ts';

export type Base = 'api' | 'cou';

/** The decrypted payload: any JSON object, with `t` checked to be Unix seconds. */
export type Payload = Readonly<Record<string, unknown>> & { readonly t: number };

export interface DecodedPayload {
  readonly payload: Payload;
  /** The payload field as sent (IV and ciphertext): what a replay repeats (replay.ts). */
  readonly sealed: string;
  /** Files of a multipart request; empty for JSON and GET. */
  readonly files: readonly UploadedFile[];
}

/** Logical call paths look like `security/login` or `loan/loan-order/list-market`. */
const CALL_PATH = /^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9_.-]+)*$/;

/** Unix seconds stay below 1e11 until the year 5138; milliseconds have been above it since 1973. */
const SECONDS_LIMIT = 1e11;

/** The key, from the `packageName` header. */
export function keyName(req: IncomingMessage): string {
  const packageName = header(req, 'packagename')?.trim();
  if (!packageName) throw ApiError.badRequest('noPackageName');
  try {
    deriveKey(packageName);
  } catch {
    throw ApiError.badRequest('badPackageName');
  }
  return packageName;
}

function decryptPart(token: string, packageName: string, part: 'path' | 'payload'): string {
  try {
    return decrypt(token, packageName);
  } catch (error) {
    if (!(error instanceof CipherError)) throw error;
    const keys: Record<CipherError['reason'], MessageKey> = {
      packageName: 'badPackageName',
      base64: 'notBase64',
      length: 'badLength',
      key: 'wrongKey',
    };
    throw ApiError.badRequest(keys[error.reason], { part });
  }
}

/** The logical path (`security/login`) from the encrypted segment after `/api/` or `/cou/`. */
export function decodePath(segment: string, packageName: string): string {
  const path = decryptPart(segment, packageName, 'path');
  if (!CALL_PATH.test(path)) throw ApiError.badRequest('badPath');
  return path;
}

/** The one value whose name is a payload field name; `where` names the place for the error message. */
function pickField(entries: ReadonlyArray<readonly [string, unknown]>, where: string): unknown {
  const matches = entries.filter(([name]) => FIELD_NAME.test(name));
  const first = matches[0];
  if (!first) throw ApiError.badRequest('noField', { where });
  if (matches.length > 1) throw ApiError.badRequest('manyFields', { where });
  return first[1];
}

function parsePayload(field: unknown, packageName: string): { payload: Payload; sealed: string } {
  if (typeof field !== 'string') throw ApiError.badRequest('fieldNotString');
  const text = decryptPart(field, packageName, 'payload');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw ApiError.badRequest('payloadNotJson');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw ApiError.badRequest('payloadNotObject');
  }
  const t: unknown = (value as Record<string, unknown>)['t'];
  if (typeof t !== 'number' || !Number.isFinite(t) || t <= 0) throw ApiError.badRequest('noTimestamp');
  if (t >= SECONDS_LIMIT) throw ApiError.badRequest('timestampInMs');
  return { payload: value as Payload, sealed: field };
}

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body: Buffer;
  try {
    body = await readBody(req, MAX_JSON_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ApiError(413, 413, 'bodyTooLarge');
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw ApiError.badRequest('bodyNotJson');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw ApiError.badRequest('bodyNotObject');
  }
  return value as Record<string, unknown>;
}

/** Reads and decrypts the payload of a GET (from `query`) or a POST (from the body). */
export async function decodePayload(
  req: IncomingMessage,
  query: URLSearchParams,
  packageName: string,
): Promise<DecodedPayload> {
  if (req.method === 'GET') {
    return { ...parsePayload(pickField([...query.entries()], 'query'), packageName), files: [] };
  }
  const type = mediaType(req);
  if (type === 'application/json') {
    const body = await readJsonBody(req);
    return { ...parsePayload(pickField(Object.entries(body), 'body'), packageName), files: [] };
  }
  if (type === 'multipart/form-data') {
    const form = await readMultipart(req);
    const field = pickField(Object.entries(form.fields), 'form');
    return { ...parsePayload(field, packageName), files: form.files };
  }
  throw ApiError.badRequest('wrongContentType');
}
