import documentsTexts from '../../i18n/sections/documents.ts';
import loanFiguresTexts from '../../i18n/sections/loan-figures.ts';
import meTexts from '../../i18n/sections/me.ts';
import repayTexts from '../../i18n/sections/repay.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { homepage, loggedIn, order } from '../../../.storybook/fixtures.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';
import { BusinessCode, SessionCode, type LoanState } from '../../contract/codes.ts';
import type { Coupon, ExtensionData, PayOrder, RepaymentDetail } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { type MessageKey, textsOf } from '../../i18n/i18n.ts';
import { market, type Market } from '../../store/market.ts';
import { clearSession } from '../../store/session.ts';
import RepayDetailScreen from './RepayDetailScreen.tsx';
import RolloverScreen from './RolloverScreen.tsx';

const t = textsOf(documentsTexts, loanFiguresTexts, meTexts, repayTexts);

/** Repay detail and rollover with a mocked server: every figure, rule, coupon and fault. */
const meta = {
  title: 'Screens/Repay',
  component: RepayDetailScreen,
  args: { title: 'screens.repayDetail' },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    loggedIn();
  },
} satisfies Meta<typeof RepayDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/**
 * Money as a text query sees it: formatMoney keeps the currency and figure together with a no-break space,
 * which Testing Library's text matching reads as a plain space.
 */
const money = (value: number) => formatMoney(value).replace(/\u00a0/g, ' ');

/** A toast with `message` shows (it fades in, so wait for it to be fully visible). */
const seesToast = (message: string) =>
  waitFor(() => expect(within(document.body).getByText(message)).toBeVisible());

const DAY = 86_400; // seconds

/**
 * The repayment detail of the story loan (20,000 TZS of Haraka Cash, 91 days, see .storybook/fixtures.ts)
 * in `state`: interest 0.09 % of 20,000 = 18 a day, penalty 2 % = 400 a day; part payments from 1,000.
 */
function detail(state: LoanState, overrides: Partial<RepaymentDetail> = {}): RepaymentDetail {
  return {
    ...order(state),
    interestPerDay: 18,
    penaltyPerDay: 400,
    minRepayAmount: 1000,
    repayStep: 1,
    rolloverAvailable: state === 'disbursed' || state === 'repaying',
    pendingPayOrder: null,
    proof: null,
    ...overrides,
  };
}

const due = order('repaying').dueDate ?? 0;
const offer: ExtensionData = {
  available: true,
  refusal: null,
  days: 7,
  fee: 1_500,
  dueDate: due,
  newDueDate: due + 7 * DAY,
  unpaidAmount: detail('repaying').unpaidAmount,
  rolloversUsed: 0,
  maxRollovers: 3,
};
const refused: ExtensionData = { ...offer, available: false, refusal: 'overdue', newDueDate: null };

/** 1 January 2030: the coupons stay usable whenever the stories run. */
const LATER = 1_893_456_000;
const coupon: Coupon = {
  couponId: 'C1',
  title: 'Lucky draw',
  amount: 2_000,
  expiresAt: LATER,
  status: 'unused',
  orderNo: null,
  usedAt: null,
};
const usedCoupon: Coupon = { ...coupon, couponId: 'C0', title: 'Welcome', status: 'used', usedAt: 1 };

const api = (d: RepaymentDetail, more: MockApi = {}): MockApi => ({
  'portal/repayment/detail': { data: d },
  'repay/getExtensionData': { data: d.rolloverAvailable ? offer : refused },
  'lottery-draw/coupons': { data: { coupons: [coupon, usedCoupon] } },
  'lottery-draw/coupon/use': {
    data: {
      used: true,
      coupon: { ...coupon, status: 'used' },
      unpaidAmount: Math.max(0, d.unpaidAmount - 2_000),
      usedAmount: Math.min(2_000, d.unpaidAmount),
    },
  },
  'loan/get-credit-info': { data: { limit: 100_000, used: 0 } },
  'portal/homepage/data': { data: homepage },
  ...more,
});

const repayAt = (state: LoanState) => () => {
  loggedIn();
  window.location.hash = `#/repay/repay_detail?orderNo=${order(state).orderNo}`;
};

/** Waits for the figures, then checks each one the person reads, formatted the house way. */
async function seesFigures(canvas: Canvas, d: RepaymentDetail) {
  const list = await canvas.findByLabelText(t('repay.figuresLabel'));
  const row = (id: string) => list.querySelector(`[data-figure="${id}"] dd`);
  await expect(row('amount')).toHaveTextContent(money(d.amount));
  await expect(row('term')).toHaveTextContent(t('loan.figures.termDays', { days: d.termDays }));
  await expect(row('dueDate')).toHaveTextContent(formatDate(d.dueDate ?? 0));
  await expect(row('interestPerDay')).toHaveTextContent(money(d.interestPerDay));
  await expect(row('penaltyPerDay')).toHaveTextContent(money(d.penaltyPerDay));
  await expect(row('serviceFee')).toHaveTextContent(money(d.serviceFee));
  await expect(row('repaid')).toHaveTextContent(money(d.repaidAmount));
  await expect(row('unpaid')).toHaveTextContent(money(d.unpaidAmount));
  await expect(canvas.getByTestId('repay-owed')).toHaveTextContent(money(d.unpaidAmount));
}

const amountField = (canvas: Canvas) => canvas.findByLabelText(t('repay.amount.label'));

/** Types an amount, taps Pay, and checks the message shown and that nothing was sent (still on this screen). */
async function refusesWith(canvas: Canvas, typed: string, message: string) {
  const field = await amountField(canvas);
  await userEvent.clear(field);
  if (typed) await userEvent.type(field, typed);
  await userEvent.click(canvas.getByRole('button', { name: t('repay.amount.pay') }));
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(window.location.hash).toMatch(/^#\/repay\/repay_detail/);
}

export const Loading: Story = {
  beforeEach: repayAt('disbursed'),
  parameters: { api: { 'portal/repayment/detail': 'pending' } satisfies MockApi },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('common.loading'))).toBeVisible();
  },
};

export const Repaying: Story = {
  beforeEach: repayAt('disbursed'),
  parameters: { api: api(detail('disbursed')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seesFigures(canvas, detail('disbursed'));
    await expect(canvas.getByText(t('repay.dueOn', { date: formatDate(due) }))).toBeVisible();
    await expect(canvas.queryByTestId('repay-overdue')).toBeNull();
  },
};

export const PartlyRepaid: Story = {
  beforeEach: repayAt('repaying'),
  parameters: { api: api(detail('repaying')) },
  play: async ({ canvasElement }) => {
    // 21,638 to repay − 5,000 repaid = 16,638 still owed: the figures agree with each other.
    await seesFigures(within(canvasElement), detail('repaying'));
    await expect(within(canvasElement).getByTestId('repay-owed')).toHaveTextContent(money(16_638));
  },
};

export const Overdue: Story = {
  beforeEach: repayAt('overdue'),
  parameters: { api: api(detail('overdue')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const d = detail('overdue');
    await seesFigures(canvas, d);
    await expect(canvas.getByTestId('repay-overdue')).toHaveTextContent(
      t('repay.overdue', { days: formatNumber(3), penalty: money(400) }),
    );
    const list = canvas.getByLabelText(t('repay.figuresLabel'));
    await expect(list.querySelector('[data-figure="penalty"] dd')).toHaveTextContent(money(1_200));
    await expect(list.querySelector('[data-figure="overdueDays"] dd')).toHaveTextContent('3');
    // No rollover for an overdue loan in the story server's answer.
    await expect(canvas.queryByRole('heading', { name: t('repay.rolloverEntry.title') })).toBeNull();
    // "Still to pay" says it holds the penalty; the loan's own total is not called "Total to repay".
    await expect(canvas.getByTestId('repay-owed-penalty')).toHaveTextContent(
      t('repay.owedWithPenalty', { penalty: money(1_200) }),
    );
    await expect(list.querySelector('[data-figure="repayAmount"] dt')).toHaveTextContent(
      t('repay.figures.loanAndInterest'),
    );
    await expect(canvas.queryByText(t('loan.figures.repayAmount'))).toBeNull();
    // Pay looks urgent: the danger colour, not the brand's.
    const pay = canvas.getByRole('button', { name: t('repay.amount.pay') });
    await expect(pay).toHaveAttribute('data-urgent', 'true');
    await expect(getComputedStyle(pay).backgroundColor).toBe('rgb(180, 35, 24)');
  },
};

/** On time: Pay keeps the brand's colour and no penalty line shows. */
export const OnTimeNotUrgent: Story = {
  beforeEach: repayAt('repaying'),
  parameters: { api: api(detail('repaying')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = await canvas.findByRole('button', { name: t('repay.amount.pay') });
    await expect(pay).not.toHaveAttribute('data-urgent');
    await expect(canvas.queryByTestId('repay-owed-penalty')).toBeNull();
  },
};

/**
 * A payment still pending on the loan (a reload, or the app killed while the borrower approved it): the
 * repay screen offers it first, and Continue resumes that payment order at the cashier.
 */
const pendingOrder: PayOrder = {
  payOrderId: 'P1',
  orderNo: order('repaying').orderNo,
  purpose: 'repay',
  amount: 5_000,
  channelId: 'mpesa',
  method: 'online',
  state: 'pending',
  createdAt: LATER - 600,
  expiresAt: LATER,
  settledAt: null,
  payBill: '888111',
  accountName: 'Pesa Loan Microfinance Ltd',
  bankName: null,
  reference: 'P1',
  payUrl: null,
  qrText: 'TZS;paybill=888111;ref=P1;amount=5000',
  promptTo: '712345678',
  failure: null,
};

export const PaymentPending: Story = {
  beforeEach: repayAt('repaying'),
  parameters: {
    api: api(detail('repaying', { pendingPayOrder: pendingOrder }), {
      'portal/repayment/status': { data: pendingOrder },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('repay-pending');
    await expect(within(card).getByText(t('repay.pending.repay', { amount: money(5_000) }))).toBeVisible();
    await expect(within(card).getByRole('link', { name: t('repay.pending.continue') })).toHaveAttribute(
      'href',
      `#/repay/cashier?orderNo=${order('repaying').orderNo}&amount=5000&channelId=mpesa&method=online&payOrderId=P1`,
    );
  },
};

/** Every rule of spec section 5 with its exact message; none of them leaves the screen. */
export const AmountRules: Story = {
  beforeEach: repayAt('disbursed'),
  parameters: { api: api(detail('disbursed', { minRepayAmount: 5_000, repayStep: 500 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await refusesWith(canvas, '', t('repay.rules.required'));
    await refusesWith(canvas, '999', t('repay.rules.minimum'));
    await refusesWith(canvas, '4500', t('repay.rules.serverMinimum', { min: money(5_000) }));
    await refusesWith(canvas, '5000.5', t('repay.rules.integer'));
    await refusesWith(canvas, '5250', t('repay.rules.step', { step: money(500) }));
    await refusesWith(canvas, '30000', t('repay.rules.overOwed', { amount: money(21_638) }));
  },
};

export const PayPart: Story = {
  beforeEach: repayAt('disbursed'),
  parameters: { api: api(detail('disbursed')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountField(canvas), '5,000');
    await userEvent.click(canvas.getByRole('button', { name: t('repay.amount.pay') }));
    await waitFor(() =>
      expect(window.location.hash).toBe(`#/repay/cashier?orderNo=${order('disbursed').orderNo}&amount=5000`),
    );
  },
};

export const PayInFull: Story = {
  beforeEach: repayAt('repaying'),
  parameters: { api: api(detail('repaying')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const full = await canvas.findByRole('button', {
      name: t('repay.amount.full', { amount: formatMoney(16_638) }),
    });
    await userEvent.click(full);
    await expect(await amountField(canvas)).toHaveValue('16638');
    await userEvent.click(canvas.getByRole('button', { name: t('repay.amount.pay') }));
    await waitFor(() =>
      expect(window.location.hash).toBe(`#/repay/cashier?orderNo=${order('repaying').orderNo}&amount=16638`),
    );
  },
};

export const RolloverOffered: Story = {
  beforeEach: repayAt('repaying'),
  parameters: { api: api(detail('repaying')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('repay.rolloverEntry.title') })).toBeVisible();
    await expect(
      await canvas.findByText(t('repay.rolloverEntry.body', { days: 7, fee: money(1_500) })),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('repay.rolloverEntry.action') })).toHaveAttribute(
      'href',
      `#/repay/exhibition_period_detail?orderNo=${order('repaying').orderNo}`,
    );
  },
};

export const RolloverNotOffered: Story = {
  beforeEach: repayAt('repaying'),
  parameters: { api: api(detail('repaying', { rolloverAvailable: false })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seesFigures(canvas, detail('repaying'));
    await expect(canvas.queryByRole('link', { name: t('repay.rolloverEntry.action') })).toBeNull();
  },
};

export const CouponApplied: Story = {
  beforeEach: repayAt('disbursed'),
  parameters: { api: api(detail('disbursed')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountField(canvas), '3000');
    const use = await canvas.findByRole('button', {
      name: t('repay.coupons.useNamed', { title: coupon.title }),
    });
    // A used coupon is not offered.
    await expect(canvas.queryByText(usedCoupon.title)).toBeNull();
    await expect(
      canvas.getByText(t('repay.coupons.value', { amount: money(2_000), date: formatDate(LATER) })),
    ).toBeVisible();
    await userEvent.click(use);
    await seesToast(t('repay.coupons.applied'));
    // The figures are asked for again; what the borrower typed stays.
    await expect(await amountField(canvas)).toHaveValue('3000');
  },
};

/**
 * A coupon worth more than what is still owed (2,000 against 1,638): the row says before the tap how much of
 * it counts and how much is lost, and the toast says it again with the server's figure.
 */
export const CouponPartlyUsed: Story = {
  beforeEach: repayAt('repaying'),
  parameters: { api: api(detail('repaying', { repaidAmount: 20_000, unpaidAmount: 1_638 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('repay.coupons.partUse', { used: money(1_638), lost: money(362) })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('repay.coupons.useNamed', { title: coupon.title }) }),
    );
    await seesToast(
      t('repay.coupons.appliedPart', { used: money(1_638), amount: money(2_000), lost: money(362) }),
    );
  },
};

export const CouponRefused: Story = {
  beforeEach: repayAt('disbursed'),
  parameters: {
    api: api(detail('disbursed'), {
      'lottery-draw/coupon/use': { code: BusinessCode.couponUnusable, msg: 'coupon used' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('repay.coupons.useNamed', { title: coupon.title }) }),
    );
    await seesToast(t('repay.coupons.refused'));
  },
};

export const NoCoupons: Story = {
  beforeEach: repayAt('disbursed'),
  parameters: {
    api: api(detail('disbursed'), { 'lottery-draw/coupons': { data: { coupons: [usedCoupon] } } }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('repay.coupons.none'))).toBeVisible();
  },
};

export const CouponsFailed: Story = {
  beforeEach: repayAt('disbursed'),
  parameters: { api: api(detail('disbursed'), { 'lottery-draw/coupons': 'error500' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('repay.coupons.loadFailed'))).toBeVisible();
    // The rest of the screen still works.
    await expect(canvas.getByTestId('repay-owed')).toHaveTextContent(money(21_638));
  },
};

/** A coupon call that fails on the way keeps the borrower's amount and says what happened. */
export const CouponServerFault: Story = {
  beforeEach: repayAt('disbursed'),
  parameters: { api: api(detail('disbursed'), { 'lottery-draw/coupon/use': 'error500' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountField(canvas), '4000');
    await userEvent.click(
      await canvas.findByRole('button', { name: t('repay.coupons.useNamed', { title: coupon.title }) }),
    );
    await seesToast(t('errors.requestFailed'));
    await expect(canvas.getByLabelText(t('repay.amount.label'))).toHaveValue('4000');
  },
};

const failing = (reply: MockApi['portal/repayment/detail'], message: MessageKey): Story => ({
  beforeEach: repayAt('disbursed'),
  parameters: { api: { 'portal/repayment/detail': reply } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('repay.loadFailed') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
    await seesToast(t(message));
  },
});

export const ServerError = failing('error500', 'errors.requestFailed');
export const Offline = failing('offline', 'errors.network');

/** A reply without the figures the screen needs is a bad reply, never "TZS NaN". */
export const MalformedReply: Story = {
  ...failing(
    { data: { ...detail('disbursed'), unpaidAmount: 'lots' } as unknown as RepaymentDetail },
    'errors.badReply',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('repay.loadFailed') })).toBeVisible();
    await seesToast(t('errors.badReply'));
  },
};

export const TokenExpired: Story = {
  beforeEach: repayAt('disbursed'),
  parameters: { api: { 'portal/repayment/detail': { code: SessionCode.tokenExpired } } satisfies MockApi },
  play: async () => {
    await seesToast(t('errors.tokenExpired'));
  },
};

export const Finished: Story = {
  beforeEach: repayAt('finished'),
  parameters: { api: api(detail('finished')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('repay.finishedTitle') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('loan.action.applyAgain') })).toHaveAttribute(
      'href',
      '#/borrow/confirm_borrow',
    );
    await expect(await canvas.findByText(t('loan.higherLimit', { max: money(100_000) }))).toBeVisible();
  },
};

export const NoLoan: Story = {
  beforeEach() {
    loggedIn();
    window.location.hash = '#/repay/repay_detail';
  },
  parameters: { api: { 'portal/loan/order/latest': { data: null } } satisfies MockApi },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('repay.noLoanTitle') }),
    ).toBeVisible();
  },
};

export const NotPaidOutYet: Story = {
  beforeEach() {
    loggedIn();
    window.location.hash = '#/repay/repay_detail';
  },
  parameters: { api: { 'portal/loan/order/latest': { data: order('under_review') } } satisfies MockApi },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('repay.notYetBody'))).toBeVisible();
  },
};

export const Visitor: Story = {
  beforeEach: () => clearSession(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('me.loginEntry') })).toBeVisible();
  },
};

// Rollover (`/repay/exhibition_period_detail`)

const rolloverAt = (state: LoanState) => () => {
  loggedIn();
  window.location.hash = `#/repay/exhibition_period_detail?orderNo=${order(state).orderNo}`;
};
const rollover = { render: () => <RolloverScreen title="screens.extension" /> };

export const RolloverScreenOffered: Story = {
  ...rollover,
  beforeEach: rolloverAt('repaying'),
  parameters: { api: { 'repay/getExtensionData': { data: offer } } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByLabelText(t('repay.rollover.figuresLabel'));
    const row = (id: string) => list.querySelector(`[data-figure="${id}"] dd`);
    await expect(row('fee')).toHaveTextContent(money(1_500));
    await expect(row('currentDue')).toHaveTextContent(formatDate(due));
    await expect(row('newDue')).toHaveTextContent(formatDate(due + 7 * DAY));
    // What stays owed does not change with the rollover.
    await expect(row('stillOwed')).toHaveTextContent(money(16_638));
    const confirm = canvas.getByRole('button', {
      name: t('repay.rollover.confirm', { fee: formatMoney(1_500) }),
    });
    // Not without the renewal agreement: the box is never ticked for the borrower.
    await userEvent.click(confirm);
    await expect(await canvas.findByText(t('repay.rollover.agreeRequired'))).toBeVisible();
    await expect(window.location.hash).toMatch(/^#\/repay\/exhibition_period_detail/);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(window.location.hash).toBe(
        `#/repay/cashier?orderNo=${order('repaying').orderNo}&amount=1500&purpose=rollover`,
      ),
    );
  },
};

/** The renewal agreement opened from its link, with this offer's figures; closing it keeps the box ticked. */
export const RolloverAgreementOpen: Story = {
  ...rollover,
  beforeEach: rolloverAt('repaying'),
  parameters: { api: { 'repay/getExtensionData': { data: offer } } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('documents.names.renewal') }));
    const sheet = await within(document.body).findByRole(
      'dialog',
      { name: t('documents.titles.renewal') },
      { timeout: 8000 },
    );
    // The offer's own figures: the fee and what stays owed.
    await waitFor(() => expect(sheet.textContent).toContain(formatMoney(1_500)));
    await expect(sheet.textContent).toContain(formatMoney(16_638));
    // The open sheet hides the form from assistive tech: the box is found among hidden elements.
    await expect(canvas.getByRole('checkbox', { hidden: true })).toBeChecked();
  },
};

export const RolloverScreenUnavailable: Story = {
  ...rollover,
  beforeEach: rolloverAt('overdue'),
  parameters: { api: { 'repay/getExtensionData': { data: refused } } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('repay.rollover.unavailableTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('repay.rollover.refusal.overdue'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /1,500/ })).toBeNull();
  },
};

/** The market keeps the rollover to the native app: outside it, the spec's message and no way to pay. */
export const RolloverScreenAppOnly: Story = {
  ...rollover,
  beforeEach() {
    rolloverAt('repaying')();
    const setting = market as Market & { appOnly?: string[] };
    setting.appOnly = ['rollover'];
    return () => {
      delete setting.appOnly;
    };
  },
  parameters: { api: { 'repay/getExtensionData': { data: offer } } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('repay.rollover.appOnly'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('repay.rollover.confirm', { fee: formatMoney(1_500) }) }),
    ).toBeNull();
  },
};

export const RolloverScreenLoading: Story = {
  ...rollover,
  beforeEach: rolloverAt('repaying'),
  parameters: { api: { 'repay/getExtensionData': 'pending' } satisfies MockApi },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('common.loading'))).toBeVisible();
  },
};

export const RolloverScreenFailed: Story = {
  ...rollover,
  beforeEach: rolloverAt('repaying'),
  parameters: { api: { 'repay/getExtensionData': 'error500' } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Two calls in turn (the latest order, then the offer, which fails): more than Testing Library's default
    // second on a loaded machine (seen in the full Storybook walk).
    await expect(
      await canvas.findByRole('heading', { name: t('repay.rollover.loadFailed') }, { timeout: 5_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};
