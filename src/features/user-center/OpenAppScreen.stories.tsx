import userCenterTexts from '../../i18n/sections/userCenter.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { MockApi } from '../../../.storybook/mock-api.ts';
import { textsOf } from '../../i18n/i18n.ts';
import OpenAppScreen from './OpenAppScreen.tsx';

const t = textsOf(userCenterTexts);

const LINK = 'https://play.google.com/store/apps/details?id=com.tz.pesa.loan';

const meta = {
  title: 'Screens/User centre/Open app',
  component: OpenAppScreen,
  args: { title: 'screens.openApp' },
  parameters: {
    layout: 'fullscreen',
    api: { 'app-download/getAddress': { data: { url: LINK } } } satisfies MockApi,
  },
} satisfies Meta<typeof OpenAppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('userCenter.download') })).toHaveAttribute(
      'href',
      LINK,
    );
  },
};

/** The server has no link: 'Please configure the link' (spec section 8). */
export const NoLink: Story = {
  parameters: { api: { 'app-download/getAddress': { data: { url: '' } } } satisfies MockApi },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('userCenter.noLink'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('userCenter.download') })).toBeNull();
  },
};

/** A link that is not a web address is never offered. */
export const UnsafeLink: Story = {
  parameters: {
    api: { 'app-download/getAddress': { data: { url: 'javascript:alert(1)' } } } satisfies MockApi,
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(t('userCenter.noLink'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { 'app-download/getAddress': 'pending' } satisfies MockApi },
};

export const Failed: Story = {
  parameters: { api: { 'app-download/getAddress': 'error500' } satisfies MockApi },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('userCenter.linkFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};
