import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { UserInfo } from '../../src/contract/entities.ts';
import { setLanguage, type MarketLanguage } from '../../src/i18n/i18n.ts';
import { resetStores } from '../../src/store/persist.ts';
import { clearSession, setSession } from '../../src/store/session.ts';
import { clearToasts } from '../../src/store/toasts.ts';

/** A logged-in borrower with a wallet step to do (step code 5), as the screens' tests use. */
export const BORROWER: UserInfo = {
  userId: 7,
  mobile: '712345678',
  countryCode: '255',
  firstName: 'Amani',
  lastName: 'Juma',
  stepCode: 5,
  registeredAt: 1_763_800_000,
};

export interface ScreenSetup {
  /** The language the screen is shown in (both languages' texts are loaded by setup-dom.ts). Default 'en'. */
  lang?: MarketLanguage;
  /** The hash location the screen is opened at (`/records?orderNo=1`). Default `/`. */
  at?: string;
  /**
   * Who is using the app: `'visitor'` (no session), `'token'` (a token whose user info has not come yet)
   * or a borrower's info. Left out: as the stores are (a visitor unless `keepStores` and the test logged in).
   */
  session?: 'visitor' | 'token' | UserInfo;
  /** Keeps the stores, drafts and toasts as the test set them; by default they are a fresh app's. */
  keepStores?: boolean;
}

/**
 * Renders one screen (or any part of one) as the app opens it: fresh stores and no toasts, the language
 * in force, the hash location set and the session chosen. The screen's own calls are the test's to mock.
 */
export function renderScreen(ui: ReactElement, setup: ScreenSetup = {}): RenderResult {
  if (!setup.keepStores) {
    resetStores();
    clearToasts();
  }
  // Synchronous: the texts of both languages are already loaded.
  void setLanguage(setup.lang ?? 'en');
  window.location.hash = `#${setup.at ?? '/'}`;
  if (setup.session === 'visitor') clearSession();
  else if (setup.session === 'token') setSession('tok', null);
  else if (setup.session) setSession('tok', setup.session);
  return render(ui);
}

/** The text tied to a field as its accessible description (its error message, its hint). */
export function describedBy(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
