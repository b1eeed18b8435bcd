/**
 * Leaving the service (spec sections 3 and 7): the delete check, the delete verification code, its check
 * and the deletion itself. A borrower with an open loan (an application pending review or payout, money
 * out, overdue: OPEN_LOAN_STATES) cannot delete the account. The code is the sandbox's fixed one, and
 * it must have been asked for (`security/getVerifyCode-deleteUser`) within the last ten minutes. Deleting
 * removes the user row with everything that is theirs (sandbox/store/accounts.ts) and their uploaded
 * images: their token then answers "Token invalid" and the number can register again as a new borrower.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { VERIFY_CODE_RESEND_SECONDS } from '../config.ts';
import { ApiError, Code } from '../errors.ts';
import type { UserRow } from '../store/users.ts';
import { checkCode } from './security.ts';
import { route, signedIn } from './types.ts';
import type { CallContext, Route } from './types.ts';

/** How long a delete verification code stays valid after it was asked for. */
export const DELETE_CODE_VALID_MS = 10 * 60 * 1000;

const deletable = (ctx: CallContext, user: UserRow): boolean => !ctx.loans.open(user.id, ctx.nowMs);

/** The code typed is the sandbox's and one was asked for lately; else 'Invalid verification code'. */
function checkDeleteCode(ctx: CallContext, user: UserRow, code: string): void {
  const askedAt = ctx.store.accounts.lastDeleteCodeAt(user);
  // Codes live on the real clock like sessions: a tester moving loan time does not expire them.
  if (askedAt === null || askedAt + DELETE_CODE_VALID_MS < ctx.realNowMs) {
    throw ApiError.business(Code.invalidVerifyCode, 'invalidVerifyCode');
  }
  checkCode(code);
}

/** The borrower's uploads folder (`<uploads>/<userId>/`, sandbox/uploads.ts). */
function removeUploads(uploadsDir: string, userId: number): void {
  if (!Number.isSafeInteger(userId) || userId < 1) return;
  rmSync(join(uploadsDir, String(userId)), { recursive: true, force: true });
}

export const accountRoutes: readonly Route[] = [
  route('user/delete-check', (ctx) => ({ deletable: deletable(ctx, signedIn(ctx)) })),
  route('security/getVerifyCode-deleteUser', (ctx) => {
    // No SMS goes out: the code is always SANDBOX_VERIFY_CODE; the request dates the code.
    ctx.store.accounts.recordDeleteCode(signedIn(ctx), ctx.realNowMs);
    return { ttlSeconds: VERIFY_CODE_RESEND_SECONDS };
  }),
  route('security/verifyCode-deleteUser', (ctx) => {
    checkDeleteCode(ctx, signedIn(ctx), ctx.payload.code);
    return { verified: true };
  }),
  route('user/delete', (ctx) => {
    const user = signedIn(ctx);
    checkDeleteCode(ctx, user, ctx.payload.code);
    if (!deletable(ctx, user)) throw ApiError.business(Code.accountNotDeletable, 'accountNotDeletable');
    ctx.store.accounts.remove(user);
    removeUploads(ctx.uploadsDir, user.id);
    return null;
  }),
];
