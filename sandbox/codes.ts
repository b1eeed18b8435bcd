/**
 * The rules of verification codes (issue 27, docs/protocol.md "Verification codes"), for every call that
 * sends or takes one: login, register, the wallet (`bindCard`) and the account deletion. A code is valid
 * only for the number and purpose it was asked for, for VERIFY_CODE_VALID_MS, once; five wrong tries kill
 * it and lock the number for VERIFY_CODE_LOCK_MS, so guessing six digits is hopeless; a new code is refused
 * while the last one is still waiting to be typed and younger than the resend interval. All on the real
 * clock, like sessions: a tester moving loan time neither expires nor unlocks codes.
 */
import {
  SANDBOX_VERIFY_CODE,
  VERIFY_CODE_LOCK_MS,
  VERIFY_CODE_MAX_WRONG_TRIES,
  VERIFY_CODE_RESEND_SECONDS,
  VERIFY_CODE_VALID_MS,
} from './config.ts';
import { ApiError, Code } from './errors.ts';
import type { Store } from './store/index.ts';
import type { VerifyPurpose } from './store/verifyCodes.ts';

export interface CodeTarget {
  readonly countryCode: string;
  readonly mobile: string;
  readonly purpose: VerifyPurpose;
}

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** The number waits: the code, the wait in the message (minutes) and in `data.waitSeconds` for the app. */
function locked(untilMs: number, nowMs: number): ApiError {
  const waitSeconds = seconds(untilMs - nowMs);
  return ApiError.business(
    Code.verifyCodeLocked,
    'verifyCodeLocked',
    { minutes: String(Math.ceil(waitSeconds / 60)) },
    { waitSeconds },
  );
}

function refuseWhileLocked(store: Store, target: CodeTarget, nowMs: number): void {
  const diedAt = store.verifyCodes.lastDeathAt(target.countryCode, target.mobile);
  if (diedAt !== null && diedAt + VERIFY_CODE_LOCK_MS > nowMs)
    throw locked(diedAt + VERIFY_CODE_LOCK_MS, nowMs);
}

/** Issues a code for the target, or refuses (locked number, or the last code is too recent). */
export function issueCode(store: Store, target: CodeTarget, nowMs: number): { ttlSeconds: number } {
  refuseWhileLocked(store, target, nowMs);
  const last = store.verifyCodes.open(target.countryCode, target.mobile, target.purpose);
  const resendAt = (last?.requested_at ?? -Infinity) + VERIFY_CODE_RESEND_SECONDS * 1000;
  if (last && resendAt > nowMs) {
    // The last code is still good: the app counts down what is left and the borrower types that one.
    const waitSeconds = seconds(resendAt - nowMs);
    throw ApiError.business(
      Code.verifyCodeTooSoon,
      'verifyCodeTooSoon',
      { seconds: String(waitSeconds) },
      { waitSeconds },
    );
  }
  store.verifyCodes.issue(target.countryCode, target.mobile, target.purpose, nowMs);
  return { ttlSeconds: VERIFY_CODE_RESEND_SECONDS };
}

/**
 * Checks `code` against the target's open code. Right: the code is used up unless `keep` (the deletion's
 * check before its confirmation, which sends the same code again). Wrong: counted, and the last allowed
 * wrong try kills the code and locks the number. No open, unexpired code: 'Invalid verification code'.
 */
export function checkCode(
  store: Store,
  target: CodeTarget,
  code: unknown,
  nowMs: number,
  options: { keep?: boolean } = {},
): void {
  refuseWhileLocked(store, target, nowMs);
  const open = store.verifyCodes.open(target.countryCode, target.mobile, target.purpose);
  if (!open || open.requested_at + VERIFY_CODE_VALID_MS <= nowMs) {
    throw ApiError.business(Code.invalidVerifyCode, 'invalidVerifyCode');
  }
  if (code !== SANDBOX_VERIFY_CODE) {
    if (store.verifyCodes.wrongTry(open.id) >= VERIFY_CODE_MAX_WRONG_TRIES) {
      store.verifyCodes.kill(open.id, nowMs);
      throw locked(nowMs + VERIFY_CODE_LOCK_MS, nowMs);
    }
    throw ApiError.business(Code.invalidVerifyCode, 'invalidVerifyCode');
  }
  if (!options.keep) store.verifyCodes.use(open.id, nowMs);
}
