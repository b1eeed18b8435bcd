import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { borrower, homepage, loggedIn, order, products } from '../../../.storybook/fixtures.ts';
import type { LoanState } from '../../contract/codes.ts';
import { STATE_STEP } from '../../contract/codes.ts';
import { formatMoney } from '../../i18n/format.ts';
import { t, type MessageKey } from '../../i18n/i18n.ts';
import { removeRecord } from '../../store/persist.ts';
import HomeScreen from './HomeScreen.tsx';
import { lastHomeKey, saveLastHome } from './last-known.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  args: { title: 'home.title' },
  parameters: {
    layout: 'fullscreen',
    api: {
      'portal/homepage/data': { data: homepage },
      'loanMarket/index': { data: { products } },
    } satisfies MockApi,
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {};

export const LoggedIn: Story = {
  beforeEach: () => loggedIn(),
  parameters: {
    api: {
      'portal/homepage/data': { data: { ...homepage, loan: { stepCode: 6, query: {} } } },
      'loanMarket/index': { data: { products } },
    } satisfies MockApi,
  },
};

export const Loading: Story = {
  parameters: { api: { 'portal/homepage/data': 'pending', 'loanMarket/index': 'pending' } satisfies MockApi },
};

export const Failed: Story = {
  parameters: {
    api: { 'portal/homepage/data': 'error500', 'loanMarket/index': 'error500' } satisfies MockApi,
  },
};

export const Offline: Story = {
  parameters: { api: { 'portal/homepage/data': 'offline', 'loanMarket/index': 'offline' } satisfies MockApi },
};

/**
 * Opened without a connection after an earlier visit (issue 24): Home's last good replies, kept on the
 * phone, with "Offline — last updated …" and Try again, instead of the error.
 */
export const OfflineLastKnown: Story = {
  beforeEach: () => {
    loggedIn();
    const key = lastHomeKey(borrower.userId);
    const last = {
      ...homepage,
      loan: { stepCode: STATE_STEP.disbursed, query: {} },
      order: order('disbursed'),
    };
    saveLastHome(key, { home: last });
    saveLastHome(key, { market: { products } });
    return () => removeRecord(key);
  },
  parameters: { api: { 'portal/homepage/data': 'offline', 'loanMarket/index': 'offline' } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByText(t('home.offlineNote'));
    await expect(status.closest('[role="status"]')).toHaveTextContent(/\d\d:\d\d/);
    await expect(canvas.getByRole('button', { name: t('loan.action.repay') })).toBeEnabled();
    await expect(canvas.queryByText(t('home.loadFailed'))).toBeNull();
  },
};

/** The server sends figures that are not figures: the error state with retry, never "TZS NaN". */
export const WrongServerData: Story = {
  parameters: {
    api: {
      'portal/homepage/data': {
        data: {
          ...homepage,
          minAmount: '<b>x</b>',
          maxAmount: null,
          maxTermDays: 'abc',
        } as unknown as typeof homepage,
      },
      'loanMarket/index': { data: { products } },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('home.loadFailed'))).toBeTruthy();
    await expect(canvas.queryByText(/NaN/)).toBeNull();
  },
};

/** A signed-in borrower whose latest loan is in `state`: the status card and the one action for it. */
const withOrder = (state: LoanState, action: MessageKey): Story => ({
  beforeEach: () => loggedIn(),
  parameters: {
    api: {
      'portal/homepage/data': {
        data: {
          ...homepage,
          loan: { stepCode: STATE_STEP[state], query: { orderNo: order(state).orderNo } },
          order: order(state),
        },
      },
      'loanMarket/index': { data: { products } },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t(action) })).toBeEnabled();
  },
});

export const UnderReview = withOrder('under_review', 'loan.action.review');
export const Approved = withOrder('approved', 'loan.action.getMoney');
export const Disbursing = withOrder('disbursing', 'loan.action.lending');
export const Repaying = withOrder('disbursed', 'loan.action.repay');
/** Money as text matching reads it: formatMoney's no-break space as a plain one. */
const money = (value: number) => formatMoney(value).replace(/\u00a0/g, ' ');

/** Overdue: the repay-now prompt (urgent) with what the days late cost so far and what is still owed. */
export const Overdue: Story = {
  ...withOrder('overdue', 'loan.action.repayNow'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const repayNow = await canvas.findByRole('button', { name: t('loan.action.repayNow') });
    await expect(repayNow).toBeEnabled();
    // Urgent: the danger colour, as the repay detail's Pay.
    await expect(getComputedStyle(repayNow).backgroundColor).toBe('rgb(180, 35, 24)');
    const card = canvas.getByTestId('order-status');
    // The figures come with the hint, after Home's first paint (OrderDetails.tsx).
    await waitFor(() =>
      expect(card.querySelector('[data-figure="penalty"] dd')).toHaveTextContent(
        money(order('overdue').penalty),
      ),
    );
    await expect(card.querySelector('[data-figure="unpaid"] dd')).toHaveTextContent(
      money(order('overdue').unpaidAmount),
    );
  },
};

/** Repaid: the loan shows finished and the one action is to apply again (step 14 after a loan). */
export const Finished: Story = {
  ...withOrder('finished', 'loan.action.applyAgain'),
  parameters: {
    api: {
      'portal/homepage/data': {
        data: { ...homepage, loan: { stepCode: 14, query: {} }, order: order('finished') },
      },
      'loanMarket/index': { data: { products } },
      // Repaid on time: the server raised the limit by 20,000 above the usual maximum.
      'loan/get-credit-info': { data: { limit: homepage.maxAmount + 20_000, used: 0 } },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('loan.action.applyAgain') })).toBeEnabled();
    await expect(canvas.getByTestId('order-status')).toHaveTextContent(t('loan.state.finished'));
    await expect(await canvas.findByTestId('higher-limit')).toHaveTextContent(
      t('loan.higherLimit', { max: money(homepage.maxAmount + 20_000) }),
    );
  },
};
export const Rejected = withOrder('rejected', 'loan.action.details');
export const PayoutFailed = withOrder('payout_failed', 'loan.action.details');

export const ContinueApplication: Story = {
  beforeEach: () => loggedIn(),
  parameters: {
    api: {
      'portal/homepage/data': { data: { ...homepage, loan: { stepCode: 12, query: {} }, order: null } },
      'loanMarket/index': { data: { products } },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('loan.action.continue') }),
    ).toBeEnabled();
  },
};
