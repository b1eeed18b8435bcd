/** Binding the mobile-money wallet the loan is paid out to, confirmed by a code sent to that number. */
import { nationalMobile } from '../params.ts';
import { checkCode } from '../codes.ts';
import { ApiError } from '../errors.ts';
import { MARKET_FACTS } from '../market.ts';
import { route, signedIn, stepFor } from './types.ts';
import type { Route } from './types.ts';

export const walletRoutes: readonly Route[] = [
  route('user/addBankCard', (ctx) => {
    const user = signedIn(ctx);
    // The wallets are the market's (markets/<id>.json): an id of another market is refused.
    const offered = MARKET_FACTS.wallets.map((wallet) => wallet.id);
    if (!offered.includes(ctx.payload.wallet))
      throw ApiError.invalidParam('paramWallet', { allowed: offered.join(', ') });
    // The code of security/getVerifyCode with type 'bindCard', sent to the wallet's own number.
    const accountNumber = nationalMobile(ctx.payload.accountNumber, 'accountNumber');
    const target = { countryCode: user.country_code, mobile: accountNumber, purpose: 'bindCard' } as const;
    checkCode(ctx.store, target, ctx.payload.code, ctx.realNowMs);
    ctx.store.wallets.bind(user.id, ctx.payload.wallet, accountNumber, ctx.nowMs);
    return stepFor(ctx, user);
  }),
];
