import type { MessageKey, MessageParams } from './messages.ts';

/** Envelope codes of docs/protocol.md ("Response" and "Business error codes"). */
export const Code = {
  ok: 0,
  badRequest: 400,
  notFound: 404,
  methodNotAllowed: 405,
  tooLarge: 413,
  serverError: 500,
  notLoggedIn: 10010301,
  tokenExpired: 10010303,
  loggedInElsewhere: 10010304,
  tokenInvalid: 100103,
  numberRegistered: 10020001,
  invalidVerifyCode: 10020002,
  numberNotRegistered: 10020003,
} as const;

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

  constructor(httpStatus: number, code: number, key: MessageKey, params: MessageParams = {}) {
    super(key);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.code = code;
    this.key = key;
    this.params = params;
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
  static business(code: number, key: MessageKey): ApiError {
    return new ApiError(200, code, key);
  }
}
