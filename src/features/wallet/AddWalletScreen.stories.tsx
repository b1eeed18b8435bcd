import authTexts from '../../i18n/sections/auth.ts';
import walletTexts from '../../i18n/sections/wallet.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { borrower, loggedIn } from '../../../.storybook/fixtures.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';
import { BusinessCode } from '../../contract/codes.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { market } from '../../store/market.ts';
import { setSession } from '../../store/session.ts';
import AddWalletScreen from './AddWalletScreen.tsx';

const t = textsOf(authTexts, walletTexts);

/** The wallet form with a mocked server: empty (no session), prefilled, every message. */
const meta = {
  title: 'Screens/Wallet',
  component: AddWalletScreen,
  args: { title: 'screens.bankCard' },
  parameters: {
    layout: 'fullscreen',
    api: {
      'security/getVerifyCode': { data: { ttlSeconds: 60 } },
      'user/addBankCard': { code: BusinessCode.invalidVerifyCode, msg: 'Invalid verification code' },
    } satisfies MockApi,
  },
  beforeEach() {
    loggedIn();
  },
} satisfies Meta<typeof AddWalletScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const walletName = () => market.wallets[0]?.name ?? '';

/** Nothing known about the borrower on this phone yet: every field empty. */
export const Empty: Story = {
  beforeEach() {
    setSession('story-token', null);
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByLabelText(t('wallet.accountNumber'))).toHaveValue('');
  },
};

/** The borrower's login number is already in place. */
export const Filled: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(t('wallet.accountNumber'))).toHaveValue(borrower.mobile);
    for (const wallet of market.wallets)
      await expect(canvas.getByRole('radio', { name: wallet.name })).not.toBeChecked();
  },
};

/** Nothing filled in: every field says what it needs. */
export const MissingFields: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(t('wallet.accountNumber')));
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.submit') }));
    await expect(await canvas.findByText(t('wallet.walletRequired'))).toBeVisible();
    await expect(canvas.getByText(t('auth.mobileRequired'))).toBeVisible();
    await expect(canvas.getByText(t('auth.codeRequired'))).toBeVisible();
  },
};

/** A number that is not a mobile number: the login screen's message. */
export const InvalidNumber: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const account = canvas.getByLabelText(t('wallet.accountNumber'));
    await userEvent.clear(account);
    await userEvent.type(account, '12345');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.getCode') }));
    await expect(await canvas.findByText(t('auth.mobileInvalid'))).toBeVisible();
  },
};

/** The server refuses the code: 'Invalid verification code' under the code field, nothing lost. */
export const WrongCode: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: walletName() }));
    await userEvent.click(canvas.getByRole('button', { name: t('auth.getCode') }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /\d/ })).toBeDisabled());
    await userEvent.type(canvas.getByLabelText(t('auth.code')), '000000');
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.submit') }));
    const code = canvas.getByLabelText(t('auth.code'));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining(t('errors.invalidCode'))),
    );
    await expect(canvas.getByRole('radio', { name: walletName() })).toBeChecked();
    await expect(canvas.getByLabelText(t('wallet.accountNumber'))).toHaveValue(borrower.mobile);
  },
};

/** Saving: the button is busy and a second tap sends nothing. */
export const Saving: Story = {
  parameters: { api: { 'user/addBankCard': 'pending' } satisfies MockApi },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: walletName() }));
    await userEvent.type(canvas.getByLabelText(t('auth.code')), '246810');
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.submit') }));
    await expect(canvas.getByRole('button', { name: t('wallet.submit') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
