import type { PayloadOf } from '../contract/calls.ts';
import { session, setUserInfo } from '../store/session.ts';
import { get, post, type CallOptions } from './http.ts';

/** Account calls (spec section 7, `security/*`). Mobile numbers go out in their 9-digit national form. */

export type MobileRef = Pick<PayloadOf<'security/login'>, 'mobile' | 'countryCode'>;

export const existsByMobile = (ref: MobileRef) => get('security/existsByMobile', ref);

/**
 * Quiet unless told otherwise: its refusals (a locked number, a code sent moments ago) are said by
 * askForCode (src/flows/ask-for-code.ts).
 */
export const getVerifyCode = (
  body: PayloadOf<'security/getVerifyCode'>,
  options: CallOptions = { quiet: true },
) => post('security/getVerifyCode', body, options);

export const register = (body: PayloadOf<'security/register'>, options?: CallOptions) =>
  post('security/register', body, options);

export const login = (body: PayloadOf<'security/login'>, options?: CallOptions) =>
  post('security/login', body, options);

/** The borrower, with the application forms they have saved (the form screens show them again). */
export const getUserInfo = (options?: CallOptions) => get('security/getUserInfo', {}, options);

/**
 * Tells the server the session is over, so the token stops working there too (docs/protocol.md "Assumed
 * calls"). Fire and forget, after the app has already logged out: offline or failing, the borrower is
 * logged out all the same and sees nothing of it.
 */
export function logoutOnServer(token: string): void {
  if (!token) return;
  post('security/logout', {}, { token, silent: true, background: true }).catch(() => undefined);
}

/** The delete verification code, sent to the borrower's own number. */
export const getVerifyCodeDeleteUser = (options: CallOptions = { quiet: true }) =>
  post('security/getVerifyCode-deleteUser', {}, options);

export const verifyCodeDeleteUser = (code: string, options?: CallOptions) =>
  post('security/verifyCode-deleteUser', { code }, options);

/**
 * Refreshes the stored user info in the background. An answer for a session that has since ended or
 * changed is dropped; failures are already reported by the API layer.
 */
export async function refreshUserInfo(): Promise<void> {
  const token = session.token;
  if (!token) return;
  try {
    // The saved forms are not kept in the session: the form screens fetch them when they open.
    const { forms: _forms, ...info } = await getUserInfo({ background: true });
    if (session.token === token) setUserInfo(info);
  } catch {
    // Reported (toast, session codes) by http.ts.
  }
}
