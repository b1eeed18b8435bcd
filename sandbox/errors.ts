import { BusinessCode, OK, ProtocolCode, SessionCode } from '../src/contract/codes.ts';
import type { MessageKey, MessageParams } from './messages.ts';

/** Envelope codes of docs/protocol.md, from the contract (one fact, one place). */
export const Code = { ok: OK, ...ProtocolCode, ...SessionCode, ...BusinessCode } as const;

/**
 * A failure to answer with an envelope. Handlers throw it; the server turns it into
 * `{ code, msg, data: null }` with the message in the caller's language. Business and session failures are
 * HTTP 200 (the protocol carries them in `code`); protocol failures use the matching HTTP status.
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly code: number;
  readonly key: MessageKey;
  readonly params: MessageParams;
  /** The envelope's `data` (null by default): what the app needs beyond the code, e.g. a wait. */
  readonly data: unknown;

  constructor(
    httpStatus: number,
    code: number,
    key: MessageKey,
    params: MessageParams = {},
    data: unknown = null,
  ) {
    super(key);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.code = code;
    this.key = key;
    this.params = params;
    this.data = data;
  }

  /** A request the server cannot decrypt or parse: HTTP 400, it never reached a call. */
  static badRequest(key: MessageKey, params: MessageParams = {}): ApiError {
    return new ApiError(400, Code.badRequest, key, params);
  }

  /**
   * A well-formed call with a missing or malformed parameter: envelope code 400 on HTTP 200, like other
   * business refusals, so the client can show `msg` (it treats non-2xx replies as transport failures).
   */
  static invalidParam(key: MessageKey, params: MessageParams = {}): ApiError {
    return new ApiError(200, Code.badRequest, key, params);
  }

  /** A session or business rule said no: HTTP 200, the envelope code tells the client what happened. */
  static business(code: number, key: MessageKey, params: MessageParams = {}, data: unknown = null): ApiError {
    return new ApiError(200, code, key, params, data);
  }
}
