import { en, sw } from '../../helpers/texts.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as security from '../../../src/api/security.ts';
import { MobileAuthForm } from '../../../src/features/auth/MobileAuthForm.tsx';
import type { Lang } from '../../../src/i18n/i18n.ts';
import { describedBy, renderScreen } from '../../helpers/render-screen.tsx';
import { codeAskedFor0754000111, showWalletForm } from '../../helpers/wallet-form.tsx';

/**
 * A pasted mobile number (issue 27): "+255 712 345 678" is read as 0712345678 in the wallet and login
 * fields; text that is no number stays as pasted and is refused with the field's message. The wallet's
 * login number is replaced by the pasted one (before, the paste was cut away and the login number stayed),
 * and a +255 number is never cut to ten digits.
 */
vi.mock('../../../src/api/security.ts', async (original) => ({
  ...(await original<typeof import('../../../src/api/security.ts')>()),
  getVerifyCode: vi.fn(),
  existsByMobile: vi.fn(),
}));

const TEXT = { en, sw } as const;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(security.getVerifyCode).mockResolvedValue({ ttlSeconds: 60 });
  vi.mocked(security.existsByMobile).mockResolvedValue({ exists: true });
});

/** Taps the field (the caret lands after what it holds) and pastes `text`. */
async function pasteInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe.each(['en', 'sw'] as const)('a pasted number in %s', (lang: Lang) => {
  const t = TEXT[lang];

  it('the wallet: "+255 712 345 678" over the login number is 0712345678; the code goes to it', async () => {
    showWalletForm(lang);
    const account = screen.getByLabelText(t.wallet.accountNumber) as HTMLInputElement;
    expect(account.value).toBe('712345678');
    await pasteInto(account, '+255 754 000 111');
    expect(account.value).toBe('0754000111');
    await codeAskedFor0754000111(lang);
  });

  it('the wallet: text that is no number stays as pasted and gets the field’s message; no code is sent', async () => {
    showWalletForm(lang);
    const account = screen.getByLabelText(t.wallet.accountNumber) as HTMLInputElement;
    await pasteInto(account, 'M-Pesa 0754 000 11');
    expect(account.value).toBe('M-Pesa 0754 000 11');
    await userEvent.click(screen.getByRole('button', { name: t.auth.getCode }));
    expect(describedBy(account)).toContain(t.auth.mobileInvalid);
    expect(security.getVerifyCode).not.toHaveBeenCalled();
  });

  it('login: "+255 712 345 678" and one with an invisible mark are read; garbage is refused', async () => {
    renderScreen(<MobileAuthForm mode="login" onDone={() => undefined} onDetour={() => undefined} />, {
      lang,
      at: '/user/login',
      session: 'visitor',
    });
    const mobile = screen.getByLabelText(t.auth.mobile) as HTMLInputElement;
    await pasteInto(mobile, '+255 712 345 678');
    expect(mobile.value).toBe('0712345678');
    await userEvent.clear(mobile);
    await pasteInto(mobile, '\u200f 0712-345-678 ');
    expect(mobile.value).toBe('0712345678');
    await userEvent.click(screen.getByRole('button', { name: t.auth.getCode }));
    expect(security.existsByMobile).toHaveBeenCalledWith({ mobile: '712345678', countryCode: '255' });

    await userEvent.clear(mobile);
    await pasteInto(mobile, '+1 (555) 0100 2233');
    expect(mobile.value).toBe('+1 (555) 0100 2233');
    await userEvent.click(screen.getByRole('button', { name: t.auth.login }));
    expect(describedBy(mobile)).toContain(t.auth.mobileInvalid);
  });
});
