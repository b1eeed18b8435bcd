import { ApiError, isSessionCode } from './errors.ts';

/** The server's reply envelope: `code` 0 is success. */
export interface Envelope<T> {
  code: number;
  data: T;
  msg?: string;
  message?: string;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

/** The one place the envelope is opened. Returns `data` or throws an ApiError. */
export function unwrap<T>(body: unknown): T {
  if (!isEnvelope(body)) throw new ApiError('malformed', 0, 'reply is not an envelope');
  const message = body.msg ?? body.message ?? '';
  if (body.code === 0) return body.data as T;
  throw new ApiError(
    isSessionCode(body.code) ? 'session' : 'business',
    body.code,
    message,
    body.data ?? null,
  );
}
