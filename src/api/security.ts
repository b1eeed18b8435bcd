import { session, setUserInfo, type UserInfo } from '../store/session.ts';
import { get, post, type CallOptions } from './http.ts';

/** Account calls (spec section 7, `security/*`). Mobile numbers go out in their 9-digit national form. */

export interface MobileRef {
  mobile: string;
  countryCode: string;
}

export interface AuthResult {
  token: string;
  userInfo: UserInfo;
}

export const existsByMobile = (ref: MobileRef) =>
  get<{ exists: boolean }>('security/existsByMobile', { ...ref });

export const getVerifyCode = (ref: MobileRef & { type: 'login' | 'register' }) =>
  post<{ ttlSeconds: number }>('security/getVerifyCode', { ...ref });

export const register = (body: MobileRef & { code: string }, options?: CallOptions) =>
  post<AuthResult>('security/register', { ...body }, options);

export const login = (body: MobileRef & { code: string }, options?: CallOptions) =>
  post<AuthResult>('security/login', { ...body }, options);

/** Saved answers of the application forms, by form name (`personal`, `work`, `questionnaire`). */
export type SavedForms = Partial<Record<string, Record<string, unknown>>>;

/** The borrower, with the application forms they have saved (the form screens show them again). */
export const getUserInfo = (options?: CallOptions) =>
  get<UserInfo & { forms?: SavedForms }>('security/getUserInfo', {}, options);

export const getVerifyCodeDeleteUser = () =>
  post<{ ttlSeconds: number }>('security/getVerifyCode-deleteUser');

export const verifyCodeDeleteUser = (code: string) =>
  post<{ verified: boolean }>('security/verifyCode-deleteUser', { code });

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
