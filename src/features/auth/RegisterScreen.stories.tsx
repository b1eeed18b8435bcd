import authTexts from '../../i18n/sections/auth.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { textsOf } from '../../i18n/i18n.ts';
import RegisterScreen from './RegisterScreen.tsx';
import type { MockApi } from '../../../.storybook/mock-api.ts';

const t = textsOf(authTexts);

const meta = {
  title: 'Screens/Auth/Register',
  component: RegisterScreen,
  args: { title: 'auth.registerTitle' },
  parameters: {
    layout: 'fullscreen',
    api: {
      'security/existsByMobile': { data: { exists: false } },
      'security/getVerifyCode': { data: { ttlSeconds: 60 } },
    } satisfies MockApi,
  },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const AllErrors: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.register') }));
    await expect(await canvas.findByText(t('auth.mobileRequired'))).toBeVisible();
    await expect(canvas.getByText(t('auth.codeRequired'))).toBeVisible();
    await expect(canvas.getByText(t('auth.agreeRequired'))).toBeVisible();
  },
};

/** "Get code" sent: the button counts down. */
export const CodeSent: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('auth.mobile')), '0712345678');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.getCode') }));
    await expect(await canvas.findByRole('button', { name: /\d/ })).toBeDisabled();
  },
};
