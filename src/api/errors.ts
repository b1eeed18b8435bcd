import { BusinessCode, SessionCode, type SessionCodeValue } from '../contract/codes.ts';
import type { MessageKey } from '../i18n/i18n.ts';
/**
 * Everything that can go wrong with a call, as one error type with a finite `kind`, so screens can
 * decide what to keep and what to say without knowing about HTTP or the envelope.
 */
export type ApiErrorKind =
  /** No connection, DNS, CORS: the request may have gone out and only its reply been lost. */
  | 'network'
  /**
   * The phone had no network (navigator.onLine false), so the request was not sent at all: unlike a lost
   * reply, nothing can have happened on the server. A read is made again when the connection is back
   * (src/lib/useRequest.ts); a money action never is: the borrower is told and taps again.
   */
  | 'offline'
  /** No answer within the timeout. */
  | 'timeout'
  /** HTTP status other than 2xx (e.g. 500). */
  | 'http'
  /** A 2xx reply that is not an envelope. */
  | 'malformed'
  /** One of the session codes: the user was logged out. */
  | 'session'
  /** Any other non-zero envelope code: the server refused the request. */
  | 'business'
  /** The caller aborted the request (the borrower tapped Cancel): nothing to tell anyone. */
  | 'cancelled';

export class ApiError extends Error {
  // Fields set in the constructor, not declared with initialisers or as parameter properties: for the
  // Chrome 80 target those compile to defineProperty helpers that would ride on the first load.
  declare readonly kind: ApiErrorKind;
  /** Envelope code, HTTP status, or 0. */
  declare readonly code: number;
  /** The server's message (business errors), else a technical description. Not for display as-is. */
  declare readonly serverMessage: string;
  /** The envelope's `data` of a refusal (e.g. `{ waitSeconds }`), else null. */
  declare readonly data: unknown;

  constructor(kind: ApiErrorKind, code: number, serverMessage: string, data: unknown = null) {
    super(`${kind} ${code}: ${serverMessage}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.serverMessage = serverMessage;
    this.data = data;
  }
}

/** Session codes of spec section 8, with the message each shows: each clears local data and logs out. */
export const SESSION_CODES: Readonly<Record<SessionCodeValue, MessageKey>> = {
  [SessionCode.notLoggedIn]: 'errors.userNotLoggedIn',
  [SessionCode.tokenExpired]: 'errors.tokenExpired',
  [SessionCode.loggedInElsewhere]: 'errors.otherDevice',
  [SessionCode.tokenInvalid]: 'errors.tokenInvalid',
};

/** Business codes the client translates itself instead of showing the server's text. */
export const BUSINESS_CODES: Readonly<Partial<Record<number, MessageKey>>> = {
  [BusinessCode.numberRegistered]: 'errors.alreadyRegistered',
  [BusinessCode.invalidVerifyCode]: 'errors.invalidCode',
  [BusinessCode.verifyCodeLocked]: 'errors.codeLocked',
  [BusinessCode.numberNotRegistered]: 'errors.notRegistered',
  [BusinessCode.openLoanExists]: 'errors.openLoan',
  [BusinessCode.wrongStep]: 'errors.wrongStep',
  [BusinessCode.reapplyTooSoon]: 'errors.reapplyTooSoon',
  [BusinessCode.amountNotOffered]: 'errors.amountNotOffered',
  [BusinessCode.productUnavailable]: 'errors.productUnavailable',
  [BusinessCode.cancelRefused]: 'errors.cancelRefused',
  [BusinessCode.idRecognitionFailed]: 'idCard.errors.notRecognised',
  [BusinessCode.idFrontFirst]: 'idCard.errors.frontFirst',
  [BusinessCode.idBackMissing]: 'idCard.errors.backFirst',
  [BusinessCode.faceCheckMissing]: 'idCard.errors.faceFirst',
  [BusinessCode.livenessFailed]: 'idCard.errors.livenessFailed',
  [BusinessCode.notAnImage]: 'idCard.errors.notAnImage',
  [BusinessCode.imageTooManyPixels]: 'idCard.errors.tooManyPixels',
};

export function isSessionCode(code: number): code is SessionCodeValue {
  return code in SESSION_CODES;
}

/** The seconds a refusal asks the borrower to wait (`data.waitSeconds`), or null. */
export function waitSecondsOf(error: ApiError): number | null {
  const wait = (error.data as { waitSeconds?: unknown } | null)?.waitSeconds;
  return typeof wait === 'number' && Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : null;
}

/** Refusals a screen shows under its code field: a wrong code, and a number locked after too many of them. */
export const CODE_REFUSALS: ReadonlySet<number> = new Set([
  BusinessCode.invalidVerifyCode,
  BusinessCode.verifyCodeLocked,
]);
