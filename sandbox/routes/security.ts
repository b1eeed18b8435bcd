/** Sign-up and sign-in by mobile number and verification code. */
import { SANDBOX_VERIFY_CODE, VERIFY_CODE_RESEND_SECONDS } from '../config.ts';
import { ApiError, Code } from '../errors.ts';
import { requireCountryCode, requireMobile, requireVerifyCode, requireVerifyPurpose } from '../params.ts';
import { toUserInfo } from '../store/users.ts';
import type { SavedForms } from '../store/forms.ts';
import type { UserInfo, UserRow } from '../store/users.ts';
import { signedIn } from './types.ts';
import { route } from './types.ts';
import type { CallContext, Route } from './types.ts';

interface SignedIn {
  readonly token: string;
  readonly userInfo: UserInfo;
}

function checkCode(ctx: CallContext): void {
  if (requireVerifyCode(ctx.payload) !== SANDBOX_VERIFY_CODE) {
    throw ApiError.business(Code.invalidVerifyCode, 'invalidVerifyCode');
  }
}

function startSession(ctx: CallContext, user: UserRow): SignedIn {
  const { token } = ctx.store.sessions.start(user.id, ctx.nowMs);
  return { token, userInfo: toUserInfo(user) };
}

export const securityRoutes: readonly Route[] = [
  {
    path: 'security/existsByMobile',
    handle(ctx): { exists: boolean } {
      const mobile = requireMobile(ctx.payload);
      const countryCode = requireCountryCode(ctx.payload, true);
      return { exists: ctx.store.users.findByMobile(countryCode, mobile) !== undefined };
    },
  },
  {
    path: 'security/getVerifyCode',
    handle(ctx): { ttlSeconds: number } {
      const mobile = requireMobile(ctx.payload);
      const countryCode = requireCountryCode(ctx.payload);
      const purpose = requireVerifyPurpose(ctx.payload);
      // No SMS goes out: the code is always SANDBOX_VERIFY_CODE. The request is kept for testers to inspect.
      ctx.store.verifyCodes.record(countryCode, mobile, purpose, ctx.nowMs);
      return { ttlSeconds: VERIFY_CODE_RESEND_SECONDS };
    },
  },
  route('security/register', (ctx) => {
    const mobile = requireMobile(ctx.payload);
    const countryCode = requireCountryCode(ctx.payload);
    // A registered number is reported before the code is checked, so the app can send the user to login.
    if (ctx.store.users.findByMobile(countryCode, mobile)) {
      throw ApiError.business(Code.numberRegistered, 'numberRegistered');
    }
    checkCode(ctx);
    const user = ctx.store.users.create(countryCode, mobile, ctx.nowMs);
    if (!user) throw ApiError.business(Code.numberRegistered, 'numberRegistered');
    return startSession(ctx, user);
  }),
  route('security/login', (ctx) => {
    const mobile = requireMobile(ctx.payload);
    const countryCode = requireCountryCode(ctx.payload);
    const user = ctx.store.users.findByMobile(countryCode, mobile);
    if (!user) throw ApiError.business(Code.numberNotRegistered, 'numberNotRegistered');
    checkCode(ctx);
    return startSession(ctx, user);
  }),
  {
    path: 'security/getUserInfo',
    handle(ctx): UserInfo & { forms: SavedForms } {
      const user = signedIn(ctx);
      // The saved answers of the application forms, so the app can show them again.
      return { ...toUserInfo(user), forms: ctx.store.forms.forUser(user.id) };
    },
  },
];
