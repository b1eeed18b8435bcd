import meTexts from '../../i18n/sections/me.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { borrower, homepage, loggedIn, order } from '../../../.storybook/fixtures.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { PATHS } from '../../routing/routes.ts';
import MeScreen from './MeScreen.tsx';

const t = textsOf(meTexts);

const api = {
  'security/getUserInfo': { data: borrower },
  'lottery-draw/coupon/quantity': { data: { quantity: 2 } },
  'portal/homepage/data': { data: { ...homepage, order: order('repaying') } },
  'feedback/red-dot-marker': { data: { unread: 0 } },
} satisfies MockApi;

const meta = {
  title: 'Screens/Me',
  component: MeScreen,
  args: { title: 'me.title' },
  parameters: { layout: 'fullscreen', api },
} satisfies Meta<typeof MeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every entry of the menu, each a link to its page. */
async function seesEntries(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const entries: Array<[string, string]> = [
    [t('me.feedback'), PATHS.feedbackList],
    [t('me.faq'), PATHS.faq],
    [t('me.about'), PATHS.aboutUs],
    [t('me.customerService'), PATHS.customerServices],
    [t('me.settings'), PATHS.settings],
    [t('me.privacy'), PATHS.privacy],
    [t('me.terms'), PATHS.service],
    [t('me.renewal'), PATHS.convenios],
  ];
  for (const [name, path] of entries) {
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', `#${path}`);
  }
  return canvas;
}

export const Guest: Story = {
  async play({ canvasElement }) {
    const canvas = await seesEntries(canvasElement);
    await expect(canvas.getByRole('link', { name: t('me.loginEntry') })).toBeVisible();
    // No count for a visitor: the entry still leads to the coupons page (which asks them to log in).
    await expect(canvas.getByRole('link', { name: t('me.coupon') })).toHaveAttribute(
      'href',
      `#${PATHS.coupons}`,
    );
  },
};

/** A borrower with 2 unused coupons: the count shows on the coupons entry. */
export const LoggedIn: Story = {
  beforeEach: () => loggedIn(),
  async play({ canvasElement }) {
    const canvas = await seesEntries(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: new RegExp(t('me.couponsAvailable', { count: 2 })) }),
    ).toHaveAttribute('href', `#${PATHS.coupons}`);
  },
};

/** Before personal info is saved the greeting uses the mobile number. */
export const NoNameYet: Story = {
  beforeEach: () => loggedIn({ ...borrower, firstName: null }),
  parameters: {
    api: { ...api, 'security/getUserInfo': { data: { ...borrower, firstName: null } } } satisfies MockApi,
  },
};

/** The count could not be loaded: the entry shows without it. */
export const CouponCountFailed: Story = {
  beforeEach: () => loggedIn(),
  parameters: { api: { ...api, 'lottery-draw/coupon/quantity': 'error500' } satisfies MockApi },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('me.coupon') })).toBeVisible();
  },
};

/** A staff reply not yet read: the red dot on the feedback entry; the payout wallet, to see and change. */
export const UnreadReplyAndWallet: Story = {
  beforeEach: () => loggedIn(),
  parameters: { api: { ...api, 'feedback/red-dot-marker': { data: { unread: 1 } } } satisfies MockApi },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('me.feedbackUnread'))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: new RegExp(t('me.wallet')) })).toHaveAttribute(
      'href',
      `#${PATHS.addBankCard}`,
    );
  },
};
