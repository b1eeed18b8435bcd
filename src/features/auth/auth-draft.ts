import { market } from '../../store/market.ts';
import { persistedProxy } from '../../store/persist.ts';
import { AUTH_DRAFT_STORE } from '../../store/session.ts';

/**
 * What the borrower typed on the login and register screens, kept on the device so that a reload,
 * a trip to the country picker or a killed webview loses nothing. The code is not kept: it expires.
 */
export const authDraft = persistedProxy(AUTH_DRAFT_STORE, () => ({
  callingCode: market.callingCode,
  mobile: '',
}));

export function clearAuthDraft(): void {
  authDraft.mobile = '';
}
