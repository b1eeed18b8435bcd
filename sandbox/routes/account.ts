/**
 * Leaving the service (spec sections 3 and 7): the delete check, the delete verification code, its check
 * and the deletion itself. A borrower with an open loan (an application pending review or payout, money
 * out, overdue: OPEN_LOAN_STATES) cannot delete the account. The code follows sandbox/codes.ts with the
 * purpose `deleteUser` on the borrower's own number (asked for by `security/getVerifyCode-deleteUser`):
 * `security/verifyCode-deleteUser` checks it without using it up, `user/delete` uses it. Deleting
 * removes the user row with everything that is theirs (sandbox/store/accounts.ts) and their uploaded
 * images: their token then answers "Token invalid" and the number can register again as a new borrower.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkCode, issueCode } from '../codes.ts';
import { ApiError, Code } from '../errors.ts';
import type { UserRow } from '../store/users.ts';
import { route, signedIn } from './types.ts';
import type { CallContext, Route } from './types.ts';

const deletable = (ctx: CallContext, user: UserRow): boolean => !ctx.loans.open(user.id, ctx.nowMs);

const deleteCode = (user: UserRow) =>
  ({ countryCode: user.country_code, mobile: user.mobile, purpose: 'deleteUser' }) as const;

/** The borrower's uploads folder (`<uploads>/<userId>/`, sandbox/uploads.ts). */
function removeUploads(uploadsDir: string, userId: number): void {
  if (!Number.isSafeInteger(userId) || userId < 1) return;
  rmSync(join(uploadsDir, String(userId)), { recursive: true, force: true });
}

export const accountRoutes: readonly Route[] = [
  route('user/delete-check', (ctx) => ({ deletable: deletable(ctx, signedIn(ctx)) })),
  route('security/getVerifyCode-deleteUser', (ctx) => {
    // No SMS goes out: the code is always SANDBOX_VERIFY_CODE, but each one lives by sandbox/codes.ts.
    return issueCode(ctx.store, deleteCode(signedIn(ctx)), ctx.realNowMs);
  }),
  route('security/verifyCode-deleteUser', (ctx) => {
    // Not used up: the confirmation (user/delete) sends the same code again.
    checkCode(ctx.store, deleteCode(signedIn(ctx)), ctx.payload.code, ctx.realNowMs, { keep: true });
    return { verified: true };
  }),
  route('user/delete', (ctx) => {
    const user = signedIn(ctx);
    // Checked and kept while the account cannot go: the borrower may settle the loan and confirm again.
    checkCode(ctx.store, deleteCode(user), ctx.payload.code, ctx.realNowMs, { keep: true });
    if (!deletable(ctx, user)) throw ApiError.business(Code.accountNotDeletable, 'accountNotDeletable');
    checkCode(ctx.store, deleteCode(user), ctx.payload.code, ctx.realNowMs);
    ctx.store.accounts.remove(user);
    removeUploads(ctx.uploadsDir, user.id);
    return null;
  }),
];
