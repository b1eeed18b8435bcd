/** Fixed verification code the sandbox accepts for every mobile number (shown on the login screen in sandbox builds). */
export const SANDBOX_VERIFY_CODE = '246810';

/** Where the plugin keeps its SQLite file unless `SANDBOX_DB` says otherwise (git-ignored). */
export const DEFAULT_DB_FILE = '.sandbox-data/sandbox.db';

/** A session lives this long after login; `SANDBOX_SESSION_TTL_SECONDS` overrides it for the plugin. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * What `security/getVerifyCode` tells the client to wait before it may ask again, and what the server
 * enforces: while the number's last code for that purpose is still waiting to be typed, a new one is
 * refused for this long (sandbox/codes.ts).
 */
import { MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS } from '../src/lib/picture-limits.ts';
export const VERIFY_CODE_RESEND_SECONDS = 60;

/** A verification code can be used this long after it was asked for (real clock). */
export const VERIFY_CODE_VALID_MS = 10 * 60 * 1000;

/** Wrong tries a code takes; the last of them kills it and locks the number (docs/protocol.md). */
export const VERIFY_CODE_MAX_WRONG_TRIES = 5;

/** How long a number whose code died of wrong tries waits before it may ask for a new code. */
export const VERIFY_CODE_LOCK_MS = 15 * 60 * 1000;

/** Default delay of the `slow` fault: long enough for a spinner to show, far below the client's 60 s timeout. */
export const DEFAULT_SLOW_DELAY_MS = 3000;

/**
 * A `timeout` fault holds the request until the client gives up (60 s in the app). The cap only stops a
 * forgotten fault from pinning a socket forever, e.g. when the client has no timeout of its own.
 */
export const TIMEOUT_FAULT_CAP_MS = 10 * 60 * 1000;

/** Largest JSON body accepted. Payloads are a few hundred bytes; this only bounds memory. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** One megabyte as the app counts it (`src/forms/widgets/ImagesWidget.tsx`, the feedback schema's 20971520). */
export const MB_BYTES = 1024 * 1024;

/**
 * Largest file part of a multipart request, in bytes (20 MB): the feedback spec allows pictures of 20 MB, the
 * largest any call takes. Parts are held in memory, so this and MAX_UPLOAD_FILES bound a request to 200 MB.
 */
export const MAX_UPLOAD_FILE_BYTES = MAX_PICTURE_BYTES;

/** Largest image a loan or KYC photo may be, in bytes (10 MB); the app compresses photos far below this. */
export const MAX_IMAGE_BYTES = 10 * MB_BYTES;

/**
 * Most pixels (width × height) of an uploaded image: 40 megapixels, above any phone camera's photo. The
 * header says the size before anything is decoded, so a small file that would decode to gigabytes (a
 * "pixel bomb") is refused unread (sandbox/uploads.ts).
 */
export const MAX_IMAGE_PIXELS = MAX_PICTURE_PIXELS;

/** Most file parts in one multipart request (count); the feedback form sends at most 3 pictures. */
export const MAX_UPLOAD_FILES = 10;

/** Largest text part of a multipart request, in bytes (1 MB, like a JSON body): it holds the encrypted payload. */
export const MAX_MULTIPART_FIELD_BYTES = MB_BYTES;

/** Most text parts in one multipart request (count); the protocol sends one, the payload field. */
export const MAX_MULTIPART_FIELDS = 10;

/** Review of a submitted loan is decided this long after `user/submit` (spec: minutes; seconds here). */
export const REVIEW_DELAY_MS = 6000;

/** A payout is decided this long after `loan/get-money` (spec: 10–60 minutes; seconds here). */
export const DISBURSEMENT_DELAY_MS = 6000;

/** An approved loan whose money is not taken within this window is cancelled (spec: 24 hours). */
export const DRAW_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A rejected borrower may apply again this many days after the decision. */
export const REAPPLY_AFTER_DAYS = 7;

/** A payment order's planned outcome (paid or failed) happens this long after it is created (seconds here). */
export const PAYMENT_DELAY_MS = 5000;

/** A payment order not paid within this is `timed_out` (15 minutes, as a wallet's bill reference lasts). */
export const PAY_ORDER_TTL_MS = 15 * 60 * 1000;

/** A payment proof is reviewed this long after upload (spec: within 48 hours; seconds here). */
export const PROOF_REVIEW_DELAY_MS = 8000;

/** The timing of the loan domain; `loanTimingFromEnv` lets a tester change it without editing code. */
export interface LoanTiming {
  readonly reviewDelayMs: number;
  readonly disbursementDelayMs: number;
  readonly drawWindowMs: number;
  readonly reapplyAfterDays: number;
  readonly paymentDelayMs: number;
  readonly payOrderTtlMs: number;
  readonly proofReviewDelayMs: number;
}

export const DEFAULT_LOAN_TIMING: LoanTiming = {
  reviewDelayMs: REVIEW_DELAY_MS,
  disbursementDelayMs: DISBURSEMENT_DELAY_MS,
  drawWindowMs: DRAW_WINDOW_MS,
  reapplyAfterDays: REAPPLY_AFTER_DAYS,
  paymentDelayMs: PAYMENT_DELAY_MS,
  payOrderTtlMs: PAY_ORDER_TTL_MS,
  proofReviewDelayMs: PROOF_REVIEW_DELAY_MS,
};

const TIMING_ENV: Readonly<Record<keyof LoanTiming, string>> = {
  reviewDelayMs: 'SANDBOX_REVIEW_DELAY_MS',
  disbursementDelayMs: 'SANDBOX_DISBURSEMENT_DELAY_MS',
  drawWindowMs: 'SANDBOX_DRAW_WINDOW_MS',
  reapplyAfterDays: 'SANDBOX_REAPPLY_AFTER_DAYS',
  paymentDelayMs: 'SANDBOX_PAYMENT_DELAY_MS',
  payOrderTtlMs: 'SANDBOX_PAY_ORDER_TTL_MS',
  proofReviewDelayMs: 'SANDBOX_PROOF_REVIEW_DELAY_MS',
};

/** The loan timing with each `SANDBOX_…` variable that holds a whole number ≥ 0 taking the default's place. */
export function loanTimingFromEnv(env: Readonly<Record<string, string | undefined>>): LoanTiming {
  const timing: Record<string, number> = { ...DEFAULT_LOAN_TIMING };
  for (const [key, name] of Object.entries(TIMING_ENV)) {
    const raw = env[name];
    const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
    if (Number.isSafeInteger(value) && value >= 0) timing[key] = value;
  }
  return timing as unknown as LoanTiming;
}
