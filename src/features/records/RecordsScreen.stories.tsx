import loanFiguresTexts from '../../i18n/sections/loan-figures.ts';
import loanHintTexts from '../../i18n/sections/loan-hint.ts';
import meTexts from '../../i18n/sections/me.ts';
import recordsTexts from '../../i18n/sections/records.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  homepage,
  loggedIn,
  order,
  ordersInEveryState,
  rejectRecommendation,
} from '../../../.storybook/fixtures.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';
import { LOAN_STATES, type LoanState } from '../../contract/codes.ts';
import { formatMoney } from '../../i18n/format.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { orderDetailLocation, STATE_LABEL } from '../../loan/order-status.ts';
import { clearSession } from '../../store/session.ts';
import RecordsScreen from './RecordsScreen.tsx';

const t = textsOf(loanFiguresTexts, loanHintTexts, meTexts, recordsTexts);

/** The records tab and the loan detail (`/records?orderNo=…`) with a mocked server. */
const meta = {
  title: 'Screens/Records',
  component: RecordsScreen,
  args: { title: 'records.title' },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    loggedIn();
    window.location.hash = '#/records';
  },
} satisfies Meta<typeof RecordsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;
/** A reason as the server would send it (in the story's language it stays the server's text). */
const REASON = 'Your credit check did not meet this product’s requirements this time.';
const records = (...orders: ReturnType<typeof order>[]): MockApi => ({
  'loanMarket/lending-record': { data: { orders } },
  'app/isRejectRecommendation': { data: rejectRecommendation },
});

/** The detail of one order in `state`: the hash names it, the list holds it among others. */
const detail = (state: LoanState, play: Play): Story => ({
  beforeEach() {
    window.location.hash = `#${orderDetailLocation(order(state).orderNo)}`;
  },
  parameters: { api: records(...ordersInEveryState()) },
  play,
});

/** Waits for the detail of the order, then checks its state label and what else a person sees. */
const seesDetail =
  (state: LoanState, also: (canvas: ReturnType<typeof within>) => Promise<void>): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = (await canvas.findByRole('heading', { name: order(state).productName, level: 2 }))
      .parentElement as HTMLElement;
    await expect(summary).toHaveTextContent(t(STATE_LABEL[state]));
    await also(canvas);
  };

/** Logged out: the tab asks the visitor to log in (it is not guarded in the spec's route table). */
export const Visitor: Story = {
  beforeEach() {
    clearSession();
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('me.loginEntry') })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { 'loanMarket/lending-record': 'pending' } satisfies MockApi },
  async play({ canvasElement }) {
    // The canvas also holds the toaster's status region: find the screen's own by its text.
    await expect(within(canvasElement).getByText(t('common.loading'))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { api: records() },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('common.noData') })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { api: { 'loanMarket/lending-record': 'error500' } satisfies MockApi },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('records.loadFailed') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};

/**
 * An order in a state the app does not know, with a "NaN" amount and a due date of 1970 (issue 27): the
 * list's error with Retry and the "could not read" toast, never "TZS NaN" or "Something went wrong".
 */
export const Unreadable: Story = {
  parameters: {
    api: records({
      ...order('repaying'),
      state: 'exploded' as LoanState,
      receivedAmount: Number.NaN,
      dueDate: 0,
    }),
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('records.loadFailed') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
    await waitFor(() => expect(within(document.body).getByText(t('errors.badReply'))).toBeVisible());
    await expect(canvasElement).not.toHaveTextContent(/NaN/);
  },
};

/** One order in each of the 11 states, newest first. */
export const EveryState: Story = {
  parameters: { api: records(...ordersInEveryState()) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: t('records.listLabel') });
    const rows = within(list).getAllByRole('link');
    await expect(rows).toHaveLength(LOAN_STATES.length);
    for (const state of LOAN_STATES) {
      const row = rows.find((r) => r.dataset.state === state);
      await expect(row).toHaveTextContent(t(STATE_LABEL[state]));
    }
  },
};

export const DetailUnderReview = detail(
  'under_review',
  seesDetail('under_review', async (canvas) => {
    await expect(canvas.getByRole('link', { name: t('loan.action.review') })).toBeVisible();
    // Before the money goes out there is no due date.
    await expect(canvas.queryByText(t('loan.figures.dueDate'))).toBeNull();
  }),
);

export const DetailRepaying = detail(
  'disbursed',
  seesDetail('disbursed', async (canvas) => {
    await expect(canvas.getByRole('link', { name: t('loan.action.repay') })).toBeVisible();
    await expect(canvas.getByText(t('loan.figures.dueDate'))).toBeVisible();
  }),
);

export const DetailOverdue = detail(
  'overdue',
  seesDetail('overdue', async (canvas) => {
    await expect(canvas.getByRole('link', { name: t('loan.action.repayNow') })).toBeVisible();
    await expect(canvas.getByText(t('loan.figures.penalty'))).toBeVisible();
  }),
);

export const DetailRejectedWithSuggestions = detail(
  'rejected',
  seesDetail('rejected', async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: t('records.suggestionsTitle') })).toBeVisible();
    for (const p of rejectRecommendation.products) await expect(canvas.getByText(p.name)).toBeVisible();
  }),
);

/** "See why": the server's reason; after the re-apply date the suggestions lead to confirm borrow. */
export const DetailRejectedReason: Story = {
  ...detail(
    'rejected',
    seesDetail('rejected', async (canvas) => {
      await expect(await canvas.findByText(REASON)).toBeVisible();
      const [first] = rejectRecommendation.products;
      if (first) await expect(canvas.getByRole('link', { name: new RegExp(first.name) })).toBeVisible();
    }),
  ),
  parameters: {
    api: {
      ...records(...ordersInEveryState()),
      'app/isRejectRecommendation': {
        data: { ...rejectRecommendation, reapplyAt: null, reason: REASON, canApply: true },
      },
    } satisfies MockApi,
  },
};

/** "See why" when the server gives no reason: plain words that the credit check did not pass. */
export const DetailRejectedNoReason = detail(
  'rejected',
  seesDetail('rejected', async (canvas) => {
    await expect(await canvas.findByText(t('records.rejectWhyNone'))).toBeVisible();
    // Before the re-apply date the suggestions are shown, not offered.
    await expect(
      canvas.queryByRole('link', { name: new RegExp(rejectRecommendation.products[0]?.name ?? '-') }),
    ).toBeNull();
  }),
);

export const DetailPayoutFailed = detail(
  'payout_failed',
  seesDetail('payout_failed', async (canvas) => {
    await expect(canvas.getByText(t('loan.hint.payoutFailed'))).toBeVisible();
  }),
);

export const DetailFinished = detail(
  'finished',
  seesDetail('finished', async (canvas) => {
    await expect(canvas.getByText(t('loan.hint.finished'))).toBeVisible();
    await expect(canvas.queryByText(t('loan.figures.unpaid'))).toBeNull();
    // Not the newest order of the list: no second application from an old loan.
    await expect(canvas.queryByRole('link', { name: t('loan.action.applyAgain') })).toBeNull();
  }),
);

/** The newest order is repaid: Records shows it finished and offers the next loan. */
export const DetailFinishedApplyAgain: Story = {
  beforeEach() {
    window.location.hash = `#${orderDetailLocation(order('finished').orderNo)}`;
  },
  parameters: {
    api: {
      ...records(order('finished'), order('rejected')),
      'loan/get-credit-info': { data: { limit: homepage.maxAmount + 20_000, used: 0 } },
      'portal/homepage/data': { data: homepage },
    } satisfies MockApi,
  },
  play: seesDetail('finished', async (canvas) => {
    await expect(canvas.getByRole('link', { name: t('loan.action.applyAgain') })).toHaveAttribute(
      'href',
      '#/borrow/confirm_borrow',
    );
    // The server's higher limit after timely repayment (formatMoney's no-break space reads as a space).
    const max = formatMoney(homepage.maxAmount + 20_000).replace(/\u00a0/g, ' ');
    await expect(await canvas.findByText(t('loan.higherLimit', { max }))).toBeVisible();
  }),
};

/** Overdue in the list: the state, and the repay-now hint with the days late. */
export const ListOverdue: Story = {
  parameters: { api: records(order('overdue')) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('link', { name: new RegExp(t('loan.state.overdue')) });
    await expect(row).toHaveTextContent(t('loan.hint.overdue', { days: order('overdue').overdueDays }));
  },
};
