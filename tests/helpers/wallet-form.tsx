import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import * as security from '../../src/api/security.ts';
import AddWalletScreen from '../../src/features/wallet/AddWalletScreen.tsx';
import type { Lang } from '../../src/i18n/i18n.ts';
import { BORROWER, renderScreen } from './render-screen.tsx';
import { en, sw } from './texts.ts';

const TEXT = { en, sw } as const;

/** The wallet form as the signed-in borrower opens it, in `lang` (its calls are the test's to mock). */
export function showWalletForm(lang: Lang = 'en') {
  renderScreen(<AddWalletScreen title="screens.bankCard" />, { lang, session: BORROWER });
}

/** Taps "Get code": the wallet's number, 0754 000 111, must be sent a bindCard code as +255 754000111. */
export async function codeAskedFor0754000111(lang: Lang = 'en') {
  await userEvent.click(screen.getByRole('button', { name: TEXT[lang].auth.getCode }));
  expect(security.getVerifyCode).toHaveBeenCalledWith({
    mobile: '754000111',
    countryCode: '255',
    type: 'bindCard',
  });
}
