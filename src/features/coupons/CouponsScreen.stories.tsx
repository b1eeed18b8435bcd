import couponsTexts from '../../i18n/sections/coupons.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loggedIn } from '../../../.storybook/fixtures.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';
import type { Coupon } from '../../contract/entities.ts';
import { formatMoney } from '../../i18n/format.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { setSession } from '../../store/session.ts';
import CouponsScreen from './CouponsScreen.tsx';

const t = textsOf(couponsTexts);

/** 26-11-2025 11:00 in Dar es Salaam. */
const NOW = 1_764_144_000;
const DAY = 86_400;

const coupon = (couponId: string, amount: number, status: Coupon['status']): Coupon => ({
  couponId,
  title: 'Repayment coupon',
  amount,
  expiresAt: status === 'expired' ? NOW - 2 * DAY : NOW + 30 * DAY,
  status,
  orderNo: status === 'used' ? 'L20251120093000' : null,
  usedAt: status === 'used' ? NOW - 5 * DAY : null,
});

const ALL = [
  coupon('C1', 500, 'unused'),
  coupon('C2', 2000, 'unused'),
  coupon('C3', 500, 'used'),
  coupon('C4', 1000, 'expired'),
];

const api: MockApi = {
  'lottery-draw/is-show': { data: { show: false } },
  'lottery-draw/coupons': { data: { coupons: ALL } },
  'lottery-draw/coupon/used': { data: { coupons: ALL.filter((c) => c.status === 'used') } },
  'lottery-draw/create': { data: { coupon: coupon('C5', 500, 'unused') } },
};

/** The coupon page with a mocked server: the list and its tabs, empty, failed, the lucky draw and its win. */
const meta = {
  title: 'Screens/Me/Coupons',
  component: CouponsScreen,
  args: { title: 'me.coupon' },
  parameters: { layout: 'fullscreen', api },
  beforeEach: () => loggedIn(),
} satisfies Meta<typeof CouponsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const tab = (canvasElement: HTMLElement, name: 'available' | 'used' | 'expired') =>
  within(canvasElement).findByRole('button', { name: new RegExp(`^${t(`coupons.${name}`)}`) });

export const Loading: Story = {
  parameters: { api: { ...api, 'lottery-draw/coupons': 'pending' } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(t('common.loading'))).toBeVisible();
  },
};

/** Two coupons to use, their amounts, and how to use them. */
export const Available: Story = {
  async play({ canvasElement }) {
    const list = await within(canvasElement).findByRole('list', { name: t('coupons.available') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list.textContent).toContain(formatMoney(2000));
    await expect(within(canvasElement).getByText(t('coupons.howToUse'))).toBeVisible();
  },
};

/** The used tab asks its own call and says which loan each coupon paid. */
export const Used: Story = {
  async play({ canvasElement }) {
    await userEvent.click(await tab(canvasElement, 'used'));
    const list = await within(canvasElement).findByRole('list', { name: t('coupons.used') });
    await expect(list.textContent).toContain('L20251120093000');
  },
};

export const Expired: Story = {
  async play({ canvasElement }) {
    await userEvent.click(await tab(canvasElement, 'expired'));
    const list = await within(canvasElement).findByRole('list', { name: t('coupons.expired') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** No coupon yet: 'No data'. */
export const Empty: Story = {
  parameters: { api: { ...api, 'lottery-draw/coupons': { data: { coupons: [] } } } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(t('common.noData'))).toBeVisible();
    await expect(within(canvasElement).getByText(t('coupons.emptyAvailable'))).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { api: { ...api, 'lottery-draw/coupons': 'error500' } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(t('coupons.loadFailed'))).toBeVisible();
  },
};

/** The server offers a draw. */
export const DrawOffered: Story = {
  parameters: { api: { ...api, 'lottery-draw/is-show': { data: { show: true } } } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(t('coupons.drawTitle'))).toBeVisible();
  },
};

/** The draw wins a coupon, shown in a dialog. */
export const DrawWon: Story = {
  parameters: { api: { ...api, 'lottery-draw/is-show': { data: { show: true } } } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('coupons.drawNow') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent(t('coupons.wonTitle'));
    await expect(dialog.textContent).toContain(formatMoney(500));
  },
};

export const Visitor: Story = {
  beforeEach: () => setSession('', null),
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('button', { name: t('home.login') })).toBeVisible();
  },
};
