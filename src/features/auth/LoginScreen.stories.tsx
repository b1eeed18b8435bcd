import authTexts from '../../i18n/sections/auth.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { textsOf } from '../../i18n/i18n.ts';
import { BusinessCode } from '../../contract/codes.ts';
import LoginScreen from './LoginScreen.tsx';
import { authDraft } from '../../store/auth-draft.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';

const t = textsOf(authTexts);

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  args: { title: 'auth.loginTitle' },
  parameters: {
    layout: 'fullscreen',
    api: {
      'security/existsByMobile': { data: { exists: true } },
      'security/getVerifyCode': { data: { ttlSeconds: 60 } },
      'security/login': { code: BusinessCode.invalidVerifyCode, msg: 'Invalid verification code' },
    } satisfies MockApi,
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The number is kept on the device: coming back to the screen shows it again. */
export const NumberKept: Story = {
  beforeEach() {
    authDraft.mobile = '712345678';
  },
};

export const MissingFields: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.login') }));
    await expect(await canvas.findByText(t('auth.mobileRequired'))).toBeVisible();
    await expect(canvas.getByText(t('auth.codeRequired'))).toBeVisible();
  },
};

export const InvalidNumber: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('auth.mobile')), '12345');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.getCode') }));
    await expect(await canvas.findByText(t('auth.mobileInvalid'))).toBeVisible();
  },
};

/** The server refuses the code: the message sits under the code field, nothing typed is lost. */
export const WrongCode: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('auth.mobile')), '712345678');
    await userEvent.type(canvas.getByLabelText(t('auth.code')), '000000');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.login') }));
    await expect(await canvas.findByText(t('errors.invalidCode'))).toBeVisible();
    await expect(canvas.getByLabelText(t('auth.mobile'))).toHaveValue('712345678');
  },
};

/**
 * The fifth wrong code (issue 27): the code is dead and the number waits; the wait sits under the code
 * field, in minutes, in the borrower's language.
 */
export const LockedAfterWrongCodes: Story = {
  parameters: {
    api: {
      'security/login': {
        code: BusinessCode.verifyCodeLocked,
        msg: 'Too many wrong codes. Ask for a new code in 15 min',
        errorData: { waitSeconds: 900 },
      },
    } satisfies MockApi,
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('auth.mobile')), '712345678');
    await userEvent.type(canvas.getByLabelText(t('auth.code')), '000000');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.login') }));
    await expect(await canvas.findByText(t('errors.codeLocked', { minutes: 15 }))).toBeVisible();
  },
};

/** A login that never answers: the button is busy (the full-screen spinner belongs to the app shell). */
export const Sending: Story = {
  parameters: { api: { 'security/login': 'pending' } satisfies MockApi },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('auth.mobile')), '712345678');
    await userEvent.type(canvas.getByLabelText(t('auth.code')), '246810');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.login') }));
  },
};
