import { withFakes } from '../../helpers/mocks.ts';
import { en, sw } from '../../helpers/texts.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import * as security from '../../../src/api/security.ts';
import * as user from '../../../src/api/user.ts';
import { BusinessCode } from '../../../src/contract/codes.ts';
import type { Lang } from '../../../src/i18n/i18n.ts';
import { describedBy } from '../../helpers/render-screen.tsx';
import { codeAskedFor0754000111, showWalletForm } from '../../helpers/wallet-form.tsx';

/** The wallet form's messages, in both languages, with the exact texts of the locale files. */
vi.mock('../../../src/api/user.ts', (original) => withFakes(original, ['addBankCard']));
vi.mock('../../../src/api/security.ts', (original) => withFakes(original, ['getVerifyCode']));

const TEXT = { en, sw } as const;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(security.getVerifyCode).mockResolvedValue({ ttlSeconds: 60 });
  vi.mocked(user.addBankCard).mockResolvedValue({ stepCode: 17, query: {} });
});

describe.each(['en', 'sw'] as const)('the wallet form in %s', (lang: Lang) => {
  const t = TEXT[lang];

  it('starts with the login number and says what each empty field needs', async () => {
    showWalletForm(lang);
    const account = screen.getByLabelText(t.wallet.accountNumber);
    expect((account as HTMLInputElement).value).toBe('712345678');
    await userEvent.clear(account);
    await userEvent.click(screen.getByRole('button', { name: t.wallet.submit }));
    expect(screen.getByText(t.wallet.walletRequired)).toBeInTheDocument();
    expect(describedBy(account)).toContain(t.auth.mobileRequired);
    expect(describedBy(screen.getByLabelText(t.auth.code))).toContain(t.auth.codeRequired);
    expect(user.addBankCard).not.toHaveBeenCalled();
  });

  it('refuses a number that is not 9 digits or 10 starting with 0, before sending a code', async () => {
    showWalletForm(lang);
    const account = screen.getByLabelText(t.wallet.accountNumber);
    await userEvent.clear(account);
    await userEvent.type(account, '1234567890');
    await userEvent.click(screen.getByRole('button', { name: t.auth.getCode }));
    expect(describedBy(account)).toContain(t.auth.mobileInvalid);
    expect(security.getVerifyCode).not.toHaveBeenCalled();
  });

  it('shows the invalid code under the code field and keeps what was chosen', async () => {
    vi.mocked(user.addBankCard).mockRejectedValue(
      new ApiError('business', BusinessCode.invalidVerifyCode, 'Invalid verification code'),
    );
    showWalletForm(lang);
    await userEvent.click(screen.getByRole('radio', { name: 'Tigo Pesa' }));
    await userEvent.type(screen.getByLabelText(t.auth.code), '000000');
    await userEvent.click(screen.getByRole('button', { name: t.wallet.submit }));
    const code = screen.getByLabelText(t.auth.code);
    // The specification's wording, in each language (section 5).
    const wording = { en: 'Invalid verification code', sw: 'Msimbo batili wa uthibitishaji' }[lang];
    await waitFor(() => expect(describedBy(code)).toContain(wording));
    expect((screen.getByRole('radio', { name: 'Tigo Pesa' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('the wallet form', () => {
  it("offers the market's wallets and asks for a bindCard code for the wallet's number", async () => {
    showWalletForm();
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['M-Pesa', 'Tigo Pesa', 'Airtel Money', 'HaloPesa']);
    const account = screen.getByLabelText(en.wallet.accountNumber);
    await userEvent.clear(account);
    await userEvent.type(account, '0754000111');
    await codeAskedFor0754000111();
  });

  it('sends one request for a double tap, then goes to the step the server names', async () => {
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- a placeholder the promise replaces
    let answer: (value: { stepCode: number; query: Record<string, string> }) => void = () => undefined;
    vi.mocked(user.addBankCard).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    showWalletForm();
    await userEvent.click(screen.getByRole('radio', { name: 'M-Pesa' }));
    await userEvent.type(screen.getByLabelText(en.auth.code), '246810');
    const submit = screen.getByRole('button', { name: en.wallet.submit });
    await userEvent.dblClick(submit);
    await userEvent.click(submit);
    expect(user.addBankCard).toHaveBeenCalledOnce();
    expect(user.addBankCard).toHaveBeenCalledWith({
      wallet: 'mpesa',
      accountNumber: '712345678',
      code: '246810',
    });
    answer({ stepCode: 17, query: {} });
    await waitFor(() => expect(window.location.hash).toBe('#/auth/loan_question'));
  });
});
