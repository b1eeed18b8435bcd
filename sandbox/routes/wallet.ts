/** Binding the mobile-money wallet the loan is paid out to, confirmed by a code sent to that number. */
import { nationalMobile } from '../params.ts';
import { checkCode } from './security.ts';
import { route, signedIn, stepFor } from './types.ts';
import type { Route } from './types.ts';

export const walletRoutes: readonly Route[] = [
  route('user/addBankCard', (ctx) => {
    const user = signedIn(ctx);
    // The code of security/getVerifyCode with type 'bindCard'; the sandbox's is always the same.
    checkCode(ctx.payload.code);
    ctx.store.wallets.bind(user.id, ctx.payload.wallet, nationalMobile(ctx.payload.accountNumber), ctx.nowMs);
    return stepFor(ctx, user);
  }),
];
