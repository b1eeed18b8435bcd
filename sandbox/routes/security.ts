/** Sign-up and sign-in by mobile number and verification code. */
import type { AuthResult } from '../../src/contract/entities.ts';
import { checkCode, issueCode } from '../codes.ts';
import { ApiError, Code } from '../errors.ts';
import { nationalMobile, servedCountryCode } from '../params.ts';
import { toUserInfo } from '../store/users.ts';
import type { UserRow } from '../store/users.ts';
import { route, signedIn, stepFor } from './types.ts';
import type { CallContext, Route } from './types.ts';

function startSession(ctx: CallContext, user: UserRow): AuthResult {
  // Sessions live on the real clock (clock.ts), so a tester moving loan time is not logged out.
  const { token } = ctx.store.sessions.start(user.id, ctx.realNowMs);
  return { token, userInfo: toUserInfo(user, stepFor(ctx, user).stepCode) };
}

export const securityRoutes: readonly Route[] = [
  route('security/existsByMobile', (ctx) => {
    const mobile = nationalMobile(ctx.payload.mobile);
    const countryCode = servedCountryCode(ctx.payload.countryCode);
    return { exists: ctx.store.users.findByMobile(countryCode, mobile) !== undefined };
  }),
  route('security/getVerifyCode', (ctx) => {
    const mobile = nationalMobile(ctx.payload.mobile);
    const countryCode = servedCountryCode(ctx.payload.countryCode);
    // No SMS goes out: the code is always SANDBOX_VERIFY_CODE, but each one lives by sandbox/codes.ts.
    return issueCode(ctx.store, { countryCode, mobile, purpose: ctx.payload.type }, ctx.realNowMs);
  }),
  route('security/register', (ctx) => {
    const mobile = nationalMobile(ctx.payload.mobile);
    const countryCode = servedCountryCode(ctx.payload.countryCode);
    // A registered number is reported before the code is checked, so the app can send the user to login.
    if (ctx.store.users.findByMobile(countryCode, mobile)) {
      throw ApiError.business(Code.numberRegistered, 'numberRegistered');
    }
    checkCode(ctx.store, { countryCode, mobile, purpose: 'register' }, ctx.payload.code, ctx.realNowMs);
    const user = ctx.store.users.create(countryCode, mobile, ctx.nowMs);
    if (!user) throw ApiError.business(Code.numberRegistered, 'numberRegistered');
    return startSession(ctx, user);
  }),
  route('security/login', (ctx) => {
    const mobile = nationalMobile(ctx.payload.mobile);
    const countryCode = servedCountryCode(ctx.payload.countryCode);
    const user = ctx.store.users.findByMobile(countryCode, mobile);
    if (!user) throw ApiError.business(Code.numberNotRegistered, 'numberNotRegistered');
    checkCode(ctx.store, { countryCode, mobile, purpose: 'login' }, ctx.payload.code, ctx.realNowMs);
    return startSession(ctx, user);
  }),
  // docs/protocol.md "Assumed calls": the app sends it on logout; the token it carried is refused afterwards.
  route('security/logout', (ctx) => {
    signedIn(ctx);
    if (ctx.token !== undefined) ctx.store.sessions.end(ctx.token);
    return null;
  }),
  route('security/getUserInfo', (ctx) => {
    const user = signedIn(ctx);
    // The saved answers of the application forms, so the app can show them again.
    return { ...toUserInfo(user, stepFor(ctx, user).stepCode), forms: ctx.store.forms.forUser(user.id) };
  }),
];
