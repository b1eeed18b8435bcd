import borrowTexts from '../../i18n/sections/borrow.ts';
import loanFiguresTexts from '../../i18n/sections/loan-figures.ts';
import loanHintTexts from '../../i18n/sections/loan-hint.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { homepage, loggedIn, order, products, quote } from '../../../.storybook/fixtures.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';
import { BusinessCode } from '../../contract/codes.ts';
import type { Coupon } from '../../contract/entities.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { formatMoney } from '../../i18n/format.ts';
import { clearSession } from '../../store/session.ts';
import ConfirmBorrowScreen from './ConfirmBorrowScreen.tsx';
import FinishLoadingScreen from './FinishLoadingScreen.tsx';
import LendingScreen from './LendingScreen.tsx';
import ReviewTipsScreen from './ReviewTipsScreen.tsx';

const t = textsOf(borrowTexts, loanFiguresTexts, loanHintTexts);

/** The borrowing screens after the application forms: confirm, submit, review, take the money, lending. */
const meta = {
  title: 'Screens/Borrow',
  component: ConfirmBorrowScreen,
  args: { title: 'screens.confirmBorrow' },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    loggedIn();
  },
} satisfies Meta<typeof ConfirmBorrowScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text as Testing Library reads it: whitespace, the no-break space of money included, as one space. */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

const at = (hash: string) => () => {
  loggedIn();
  window.location.hash = hash;
};

const applyApi = {
  'loan/product/list-market': { data: { products } },
  'portal/homepage/data': { data: { ...homepage, loan: { stepCode: 14, query: {} }, order: null } },
  'loan/product/step-amount': { data: { amounts: [1000, 5000, 10000, 20000] } },
  'lottery-draw/coupons': { data: { coupons: [] } },
  'loan/confirm/product-info': { data: quote },
  'loan/loan-order/apply-market': { data: { stepCode: 19, query: { orderNo: 'PL1' }, orderNo: 'PL1' } },
} satisfies MockApi;

export const ConfirmApply: Story = {
  beforeEach: at('#/borrow/confirm_borrow'),
  parameters: { api: applyApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(asRead(formatMoney(quote.receivedAmount)))).toBeVisible();
    await expect(canvas.getByText(asRead(formatMoney(quote.totalCostOfCredit)))).toBeVisible();
  },
};

/** 1 January 2030: the coupons stay usable whenever the stories run. */
const LATER = 1_893_456_000;
const coupon: Coupon = {
  couponId: 'C1',
  title: 'Lucky draw',
  amount: 1_000,
  expiresAt: LATER,
  status: 'unused',
  orderNo: null,
  usedAt: null,
};
const couponApi = {
  ...applyApi,
  'lottery-draw/coupons': {
    data: { coupons: [coupon, { ...coupon, couponId: 'C0', title: 'Welcome', status: 'used', usedAt: 1 }] },
  },
} satisfies MockApi;
/** The server's quote with the coupon: 1,000 off the fee, its tax on what is left (sandbox/loans/money.ts). */
const discounted = {
  ...quote,
  serviceFee: quote.serviceFee - 1_000,
  serviceFeeTax: 108,
  receivedAmount: quote.amount - (quote.serviceFee - 1_000) - 108,
  totalCostOfCredit: quote.interest + (quote.serviceFee - 1_000) + 108,
  couponDiscount: 1_000,
};

/** Usable coupons are offered, none chosen until the borrower picks; a used one is not offered. */
export const ConfirmCoupons: Story = {
  beforeEach: at('#/borrow/confirm_borrow'),
  parameters: { api: couponApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const none = await canvas.findByRole('radio', { name: t('borrow.couponNone') });
    await expect(none).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: /Welcome/ })).toBeNull();
    const lucky = canvas.getByRole('radio', { name: /Lucky draw/ });
    await userEvent.click(lucky);
    await expect(lucky).toBeChecked();
  },
};

/** The figures with a coupon, as the server sends them: the fee is lower and the coupon has its line. */
export const ConfirmCouponChosen: Story = {
  beforeEach: at('#/borrow/confirm_borrow'),
  parameters: { api: { ...couponApi, 'loan/confirm/product-info': { data: discounted } } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('borrow.couponDiscount'))).toBeVisible();
    await expect(canvas.getByText(asRead(formatMoney(discounted.receivedAmount)))).toBeVisible();
  },
};

/** A coupon worth 400 more than the whole fee (the server takes the fee's worth, sandbox/loans/money.ts). */
const bigCoupon: Coupon = { ...coupon, couponId: 'C2', title: 'Big draw', amount: quote.serviceFee + 400 };
const wholeFee = {
  ...quote,
  serviceFee: 0,
  serviceFeeTax: 0,
  receivedAmount: quote.amount,
  totalCostOfCredit: quote.interest,
  couponDiscount: quote.serviceFee,
};

/** A coupon worth more than the fee says, before and after it is chosen, how much of it is used and lost. */
export const ConfirmCouponPartlyUsed: Story = {
  beforeEach: at('#/borrow/confirm_borrow'),
  parameters: {
    api: {
      ...applyApi,
      'lottery-draw/coupons': { data: { coupons: [bigCoupon] } },
      'loan/confirm/product-info': { data: wholeFee },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parts = {
      fee: asRead(formatMoney(quote.serviceFee)),
      used: asRead(formatMoney(quote.serviceFee)),
      amount: asRead(formatMoney(bigCoupon.amount)),
      lost: asRead(formatMoney(400)),
    };
    await expect(await canvas.findByText(t('borrow.couponPartUse', parts))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Big draw/ }));
    await expect(await canvas.findByText(t('borrow.couponUsedPart', parts))).toBeVisible();
  },
};

/** The server refuses the coupon at apply: the message shows, the choice is back to none, nothing else lost. */
export const ConfirmCouponRefused: Story = {
  beforeEach: at('#/borrow/confirm_borrow'),
  parameters: {
    api: {
      ...couponApi,
      'loan/loan-order/apply-market': {
        code: BusinessCode.couponUnusable,
        msg: 'This coupon cannot be used',
      },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Lucky draw/ }));
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('borrow.apply') }));
    await expect(await canvas.findByText(t('borrow.couponRefused'))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('borrow.couponNone') })).toBeChecked();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const ConfirmAgreementMissing: Story = {
  beforeEach: at('#/borrow/confirm_borrow'),
  parameters: { api: applyApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(asRead(formatMoney(quote.receivedAmount)));
    await userEvent.click(canvas.getByRole('button', { name: t('borrow.apply') }));
    await expect(await canvas.findByText(t('borrow.agreeRequired'))).toBeVisible();
  },
};

export const ConfirmLoading: Story = {
  beforeEach: at('#/borrow/confirm_borrow'),
  parameters: { api: { ...applyApi, 'loan/confirm/product-info': 'pending' } satisfies MockApi },
};

export const ConfirmFailed: Story = {
  beforeEach: at('#/borrow/confirm_borrow'),
  parameters: { api: { ...applyApi, 'loan/product/list-market': 'error500' } satisfies MockApi },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('borrow.loadFailed'))).toBeVisible();
  },
};

export const ConfirmVisitor: Story = {
  beforeEach: () => clearSession(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('home.login') })).toBeVisible();
  },
};

export const TakeTheMoney: Story = {
  beforeEach: at(`#/borrow/confirm_borrow?orderNo=${order('approved').orderNo}`),
  parameters: {
    api: {
      'portal/loan/order/latest': { data: order('approved') },
      'loan/confirm/product-info': { data: quote },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('borrow.approvedTitle'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('loan.action.getMoney') })).toBeEnabled();
  },
};

export const TakeTheMoneyTooLate: Story = {
  beforeEach: at(`#/borrow/confirm_borrow?orderNo=${order('cancelled').orderNo}`),
  parameters: { api: { 'portal/loan/order/latest': { data: order('cancelled') } } satisfies MockApi },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('loan.state.cancelled'))).toBeVisible();
  },
};

/** Back from the payout: the order is being paid out, said as such (not "can no longer be taken"). */
export const TakeTheMoneyBackDuringPayout: Story = {
  beforeEach: at(`#/borrow/confirm_borrow?orderNo=${order('disbursing').orderNo}`),
  parameters: { api: { 'portal/loan/order/latest': { data: order('disbursing') } } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('loan.hint.disbursing'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('loan.action.lending') })).toBeVisible();
    await expect(canvas.queryByText(t('borrow.notApproved'))).toBeNull();
  },
};

/** The due date beside every other figure: the server's quote for the same product and amount. */
export const TakeTheMoneyDueDate: Story = {
  beforeEach: at(`#/borrow/confirm_borrow?orderNo=${order('approved').orderNo}`),
  parameters: {
    api: {
      'portal/loan/order/latest': { data: order('approved') },
      'loan/confirm/product-info': { data: quote },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('loan.figures.dueDate'))).toBeVisible();
  },
};

/** "Get my money" lost its reply and the server could not be asked either: a retry is safe, and said so. */
export const TakeTheMoneyUnconfirmed: Story = {
  beforeEach: at(`#/borrow/confirm_borrow?orderNo=${order('approved').orderNo}`),
  parameters: {
    api: {
      'portal/loan/order/latest': { data: order('approved') },
      'loan/confirm/product-info': { data: quote },
      'loan/get-money': 'offline',
      'portal/homepage/data': 'offline',
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('loan.action.getMoney') }));
    await expect(await canvas.findByText(t('borrow.unconfirmed'))).toBeVisible();
  },
};

/** A borrower with an open loan learns it before choosing anything, with the way to that loan. */
export const ConfirmOpenLoan: Story = {
  beforeEach: at('#/borrow/confirm_borrow'),
  parameters: {
    api: {
      ...applyApi,
      'portal/homepage/data': {
        data: {
          ...homepage,
          loan: { stepCode: 1, query: { orderNo: order('under_review').orderNo } },
          order: order('under_review'),
        },
      },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('errors.openLoan'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('loan.action.review') })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const Submitting: Story = {
  render: () => <FinishLoadingScreen title="screens.finishLoading" />,
  beforeEach: at('#/finish_loading?orderNo=PL1'),
  parameters: { api: { 'time/upload/enable': 'pending' } satisfies MockApi },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('borrow.submitting'))).toBeVisible();
  },
};

export const SubmitFailed: Story = {
  render: () => <FinishLoadingScreen title="screens.finishLoading" />,
  beforeEach: at('#/finish_loading?orderNo=PL1'),
  parameters: {
    api: {
      'time/upload/enable': { data: { enableTimeSdk: false } },
      'user/submit': 'error500',
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('borrow.submitFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

export const UnderReview: Story = {
  render: () => <ReviewTipsScreen title="screens.reviewTips" />,
  beforeEach: at(`#/auth/review_tips?orderNo=${order('under_review').orderNo}`),
  parameters: { api: { 'portal/loan/order/latest': { data: order('under_review') } } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('borrow.reviewTitle'))).toBeVisible();
    await expect(canvas.getByText(t('borrow.reviewWorst'))).toBeVisible();
  },
};

export const UnderReviewOffline: Story = {
  render: () => <ReviewTipsScreen title="screens.reviewTips" />,
  beforeEach: at('#/auth/review_tips?orderNo=PL1'),
  parameters: { api: { 'portal/loan/order/latest': 'offline' } satisfies MockApi },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('borrow.pollFailing'))).toBeVisible();
  },
};

const lending = (state: Parameters<typeof order>[0]) => ({
  render: () => <LendingScreen title="screens.lending" />,
  beforeEach: at(`#/borrow/lending?orderNo=${order(state).orderNo}`),
  parameters: {
    api: {
      'portal/loan/order/latest': { data: order(state) },
      'loan/cancel-draw-money': { code: BusinessCode.cancelRefused },
    } satisfies MockApi,
  },
});

export const Disbursing: Story = {
  ...lending('disbursing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        asRead(t('borrow.lendingTitle', { amount: formatMoney(order('disbursing').receivedAmount) })),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('borrow.cancel') }));
    const dialog = await within(document.body).findByRole('dialog', { name: t('borrow.cancelConfirmTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('borrow.cancelConfirmYes') }));
    // The toast slides in: visible once it has arrived.
    const toast = await within(document.body).findByText(t('borrow.cancelFailed'));
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** "Cancel this loan" asks first: the confirmation, open. */
export const CancelConfirmation: Story = {
  ...lending('disbursing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('borrow.cancel') }));
    const dialog = await within(document.body).findByRole('dialog', { name: t('borrow.cancelConfirmTitle') });
    // The dialog fades in: visible once its animation has begun.
    await waitFor(() => expect(within(dialog).getByText(t('borrow.cancelConfirmBody'))).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: t('borrow.cancelConfirmNo') })).toBeVisible();
  },
};

export const Disbursed: Story = {
  ...lending('disbursed'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('loan.state.repaying'))).toBeVisible();
  },
};

export const PayoutFailed: Story = {
  ...lending('payout_failed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('loan.hint.payoutFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('borrow.checkWallet') })).toBeVisible();
  },
};

/**
 * The latest order came in a state the app does not know and with a "NaN" amount (issue 27): the "could not
 * read" error with Retry, never "TZS NaN" or "Something went wrong".
 */
export const LendingUnreadable: Story = {
  ...lending('disbursing'),
  parameters: {
    api: {
      'portal/loan/order/latest': {
        data: { ...order('disbursing'), state: 'exploded', receivedAmount: 'NaN' } as unknown as ReturnType<
          typeof order
        >,
      },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('errors.badReply') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
    await expect(canvasElement).not.toHaveTextContent(/NaN/);
  },
};
