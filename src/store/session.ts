import type { UserInfo } from '../contract/entities.ts';
import {
  clearRecords,
  DRAFT_RECORD_PREFIX,
  flushRecords,
  LAST_HOME_RECORD_PREFIX,
  persistedProxy,
  resetStore,
} from './persist.ts';

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

let signInsStarted = 0;
let newestSignInStored = 0;

/**
 * For a login or register call about to go out: stores its session when the reply comes, unless a sign-in
 * started later has already stored one (two logins whose replies arrive in reverse order leave the newest
 * token). Returns whether it stored the session.
 */
export function startSignIn(): (token: string, userInfo: UserInfo | null) => boolean {
  signInsStarted += 1;
  const mine = signInsStarted;
  return (token, userInfo) => {
    if (mine < newestSignInStored) return false;
    newestSignInStored = mine;
    setSession(token, userInfo);
    return true;
  };
}

export function setUserInfo(userInfo: UserInfo): void {
  session.userInfo = userInfo;
}

/** Logging out and the session error codes clear everything we know about the user. */
export function clearSession(): void {
  // What the borrower typed in the last moments (a form draft waiting for the typing to pause) is written
  // first, under the session that typed it: a draft outlives an ended session (see logOut for the rest).
  flushRecords();
  session.token = '';
  session.userInfo = null;
}

/** The login and register screens' half-typed number (src/store/auth-draft.ts). */
export const AUTH_DRAFT_STORE = 'authDraft';

/**
 * The borrower logs out on purpose (perhaps on a shared phone): nothing personal stays on the device —
 * the session, every form draft and the half-typed mobile number go (docs/storage.md lists what stays).
 * The session error codes only clear the session, so a borrower whose token expired mid-form finds
 * their draft again after logging back in.
 */
export function logOut(): void {
  clearSession();
  clearRecords(DRAFT_RECORD_PREFIX);
  // Home's last known offer and loan, kept for opening offline (src/features/home/last-known.ts).
  clearRecords(LAST_HOME_RECORD_PREFIX);
  resetStore(AUTH_DRAFT_STORE);
}
