import type { UserInfo } from '../contract/entities.ts';
import { clearRecords, DRAFT_RECORD_PREFIX, persistedProxy } from './persist.ts';

export interface SessionState {
  /** Bearer token; empty when logged out. */
  token: string;
  userInfo: UserInfo | null;
}

export const session = persistedProxy<SessionState>('session', () => ({ token: '', userInfo: null }));

export function setSession(token: string, userInfo: UserInfo | null): void {
  session.token = token;
  session.userInfo = userInfo;
}

export function setUserInfo(userInfo: UserInfo): void {
  session.userInfo = userInfo;
}

/** Logging out and the session error codes clear everything we know about the user. */
export function clearSession(): void {
  session.token = '';
  session.userInfo = null;
}

/**
 * The borrower logs out on purpose (perhaps on a shared phone): the session and every form draft go.
 * The session error codes only clear the session, so a borrower whose token expired mid-form finds
 * their draft again after logging back in.
 */
export function logOut(): void {
  clearSession();
  clearRecords(DRAFT_RECORD_PREFIX);
}

export const isLoggedIn = (): boolean => session.token !== '';
