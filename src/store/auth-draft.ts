import { market } from './market.ts';
import { persistedProxy } from './persist.ts';
import { AUTH_DRAFT_STORE } from './session.ts';

/**
 * What the borrower typed on the login and register screens, kept on the device so that a reload,
 * a trip to the country picker or a killed webview loses nothing. The code is not kept: it expires.
 * A store, not part of the auth feature: the promotion pages hand the number they took to registration
 * through it (features never import each other).
 */
export const authDraft = persistedProxy(AUTH_DRAFT_STORE, () => ({
  callingCode: market.callingCode,
  mobile: '',
}));

export function clearAuthDraft(): void {
  authDraft.mobile = '';
}

/** Prefills the login and register screens with a number typed elsewhere (the promotion pages). */
export function prefillMobile(mobile: string): void {
  authDraft.mobile = mobile;
}
