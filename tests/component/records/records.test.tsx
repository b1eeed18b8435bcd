import { en, sw } from '../../helpers/texts.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { order, ordersInEveryState, rejectRecommendation } from '../../../.storybook/fixtures.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { get } from '../../../src/api/http.ts';
import type { LoanState } from '../../../src/contract/codes.ts';
import type { LoanOrder } from '../../../src/contract/entities.ts';
import RecordsScreen from '../../../src/features/records/RecordsScreen.tsx';
import { formatDate } from '../../../src/i18n/dates.ts';
import { renderScreen, type ScreenSetup } from '../../helpers/render-screen.tsx';

// The server: each test says what `loanMarket/lending-record` and `app/isRejectRecommendation` answer.
vi.mock('../../../src/api/http.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  get: vi.fn(),
}));
const server = vi.mocked(get) as unknown as ReturnType<typeof vi.fn<(path: string) => Promise<unknown>>>;

function answer(orders: LoanOrder[] | 'fail') {
  server.mockImplementation((path: string) => {
    if (path === 'loanMarket/lending-record')
      return orders === 'fail'
        ? Promise.reject(new ApiError('http', 500, 'Internal Server Error'))
        : Promise.resolve({ orders });
    if (path === 'app/isRejectRecommendation') return Promise.resolve(rejectRecommendation);
    return new Promise(() => undefined);
  });
}

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`);

/** The records screen at `at`, for a borrower unless the test says otherwise. */
function show(at = '/records', setup: ScreenSetup = {}) {
  return renderScreen(<RecordsScreen title="records.title" />, { at, session: 'token', ...setup });
}

/** The list row of the order in `state` (rows carry their state as `data-state`). */
async function row(state: LoanState, listLabel = en.records.listLabel): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: listLabel });
  const found = within(list)
    .getAllByRole('link')
    .find((r) => r.dataset.state === state);
  if (!found) throw new Error(`no row in state ${state}`);
  return found;
}

/** The loan detail's figures by their label, as a person reads the list of terms. */
function figures(): Record<string, string> {
  const terms = screen.getAllByRole('term');
  return Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']));
}

beforeEach(() => {
  server.mockReset();
  window.scrollTo = vi.fn();
});

describe('records list', () => {
  it('asks a visitor to log in, without calling the server', async () => {
    show('/records', { session: 'visitor' });
    const login = screen.getByRole('link', { name: en.me.loginEntry });
    expect(login.getAttribute('href')).toBe('#/user/login?redirect=%2Frecords');
    expect(server).not.toHaveBeenCalled();
  });

  it('shows each order with its product, amount, date, state label and filled hint', async () => {
    answer(ordersInEveryState());
    show();

    const repaying = order('repaying');
    expect((await row('repaying')).textContent).toBe(
      [
        'Haraka Cash',
        en.loan.state.repaying,
        'TZS\u00a020,000',
        fill(en.records.appliedOn, { date: formatDate(repaying.appliedAt) }),
        // 21,638 to repay − 5,000 repaid: the server's unpaid figure, not a sum made here.
        fill(en.loan.hint.repaying, { amount: 'TZS\u00a016,638', date: formatDate(repaying.dueDate ?? 0) }),
      ].join(''),
    );
    const overdue = await row('overdue');
    expect(overdue.dataset.state).toBe('overdue');
    expect(within(overdue).getByText(en.loan.state.overdue).dataset.tone).toBe('attention');
    expect(within(overdue).getByText(fill(en.loan.hint.overdue, { days: '3' }))).toBeInTheDocument();

    /** A decided order's row: its state label in its tone, and its hint with the date the order gives. */
    const decided = async (state: 'approved' | 'rejected', tone: string, date: number | null | undefined) => {
      const found = await row(state);
      expect(within(found).getByText(en.loan.state[state]).dataset.tone).toBe(tone);
      expect(
        within(found).getByText(fill(en.loan.hint[state], { date: formatDate(date ?? 0) })),
      ).toBeInTheDocument();
    };
    await decided('approved', 'good', order('approved').drawBefore);
    await decided('rejected', 'bad', order('rejected').reapplyAt);

    expect(within(await row('applied')).getByText(en.loan.hint.continue)).toBeInTheDocument();
    expect(within(await row('under_review')).getByText(en.loan.state.assessing)).toBeInTheDocument();
    expect(within(await row('payout_failed')).getByText(en.loan.hint.payoutFailed)).toBeInTheDocument();
    expect(within(await row('finished')).getByText(en.loan.state.finished)).toBeInTheDocument();
  });

  it('speaks Kiswahili', async () => {
    answer([order('overdue')]);
    show('/records', { lang: 'sw' });
    const overdue = await row('overdue', sw.records.listLabel);
    expect(within(overdue).getByText(sw.loan.state.overdue)).toBeInTheDocument();
    expect(within(overdue).getByText(fill(sw.loan.hint.overdue, { days: '3' }))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(sw.records.title);
  });

  it("says 'No data' when the borrower has no orders", async () => {
    answer([]);
    show();
    expect(await screen.findByRole('heading', { name: en.common.noData })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.records.apply }).getAttribute('href')).toBe('#/');
  });

  it('offers a retry when the list fails to load, and shows the orders once it succeeds', async () => {
    answer('fail');
    show();
    const retry = await screen.findByRole('button', { name: en.common.retry });
    expect(screen.getByRole('heading', { name: en.records.loadFailed })).toBeInTheDocument();
    answer([order('finished')]);
    await userEvent.click(retry);
    expect((await row('finished')).textContent).toContain(en.loan.state.finished);
  });
});

describe('loan detail', () => {
  it('opens from a row and goes back to the list', async () => {
    answer(ordersInEveryState());
    show();
    await userEvent.click(await row('overdue'));
    await waitFor(() => expect(window.location.hash).toBe(`#/records?orderNo=${order('overdue').orderNo}`));
    // Only the query changed, so the shell does not scroll: the screen starts the detail at the top.
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(
      await screen.findByRole('heading', { name: en.records.detailTitle, level: 1 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.records.backToList }));
    await waitFor(() => expect(window.location.hash).toBe('#/records'));
    expect(await screen.findByRole('list', { name: en.records.listLabel })).toBeInTheDocument();
    // One load served the list, the detail and the list again.
    expect(server.mock.calls.filter(([path]) => path === 'loanMarket/lending-record')).toHaveLength(1);
  });

  it('shows only the figures that exist before the money goes out', async () => {
    answer([order('under_review')]);
    show(`/records?orderNo=${order('under_review').orderNo}`);
    await screen.findByRole('heading', { name: 'Haraka Cash', level: 2 });
    const shown = figures();
    expect(shown).toMatchObject({
      [en.loan.figures.amount]: 'TZS\u00a020,000',
      [en.loan.figures.term]: fill(en.loan.figures.termDays, { days: '91' }),
      [en.loan.figures.interestRate]: '0.09%',
      [en.loan.figures.interest]: 'TZS\u00a01,638',
      [en.loan.figures.serviceFee]: 'TZS\u00a01,600',
      [en.loan.figures.serviceFeeTax]: 'TZS\u00a0288',
      [en.loan.figures.received]: 'TZS\u00a018,112',
      [en.loan.figures.repayAmount]: 'TZS\u00a021,638',
      [en.loan.figures.totalCost]: 'TZS\u00a03,526',
      [en.loan.figures.penaltyRate]: fill(en.loan.figures.penaltyRateValue, { rate: '2' }),
      [en.loan.figures.wallet]: 'M-Pesa · 0712\u00a0345\u00a0678',
    });
    for (const absent of ['dueDate', 'overdueDays', 'penalty', 'repaid', 'unpaid', 'reapplyAt'] as const)
      expect(shown).not.toHaveProperty(en.loan.figures[absent]);
    expect(screen.getByText(en.loan.state.assessing)).toBeInTheDocument();
    expect(screen.getByText(en.loan.hint.evaluate)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.loan.action.review }).getAttribute('href')).toBe(
      `#/auth/review_tips?orderNo=${order('under_review').orderNo}`,
    );
  });

  it('shows the overdue figures and Repay now for an overdue loan', async () => {
    const overdue = order('overdue');
    answer([overdue]);
    show(`/records?orderNo=${overdue.orderNo}`);
    await screen.findByRole('heading', { name: 'Haraka Cash', level: 2 });
    expect(figures()).toMatchObject({
      [en.loan.figures.dueDate]: formatDate(overdue.dueDate ?? 0),
      [en.loan.figures.overdueDays]: '3',
      [en.loan.figures.penalty]: 'TZS\u00a01,200',
      [en.loan.figures.repaid]: 'TZS\u00a00',
      [en.loan.figures.unpaid]: 'TZS\u00a022,838',
    });
    expect(screen.getByRole('link', { name: en.loan.action.repayNow }).getAttribute('href')).toBe(
      `#/repay/repay_detail?orderNo=${overdue.orderNo}`,
    );
  });

  it('tells a rejected borrower when to re-apply and suggests other products, with no link to itself', async () => {
    const rejected = order('rejected');
    answer([rejected]);
    show(`/records?orderNo=${rejected.orderNo}`);
    expect(await screen.findByRole('heading', { name: en.records.suggestionsTitle })).toBeInTheDocument();
    for (const p of rejectRecommendation.products) expect(screen.getByText(p.name)).toBeInTheDocument();
    expect(figures()[en.loan.figures.reapplyAt]).toBe(formatDate(rejected.reapplyAt ?? 0));
    expect(figures()).not.toHaveProperty(en.loan.figures.dueDate);
    expect(screen.queryByRole('link', { name: en.loan.action.details })).not.toBeInTheDocument();
  });

  it("says 'No data' for an order the borrower does not have", async () => {
    answer([order('finished')]);
    show('/records?orderNo=nope');
    expect(await screen.findByRole('heading', { name: en.common.noData })).toBeInTheDocument();
    expect(screen.getByText(en.records.notFound)).toBeInTheDocument();
  });

  it('goes to the list from a deep-linked detail', async () => {
    answer([order('finished')]);
    show(`/records?orderNo=${order('finished').orderNo}`);
    await screen.findByRole('heading', { name: 'Haraka Cash', level: 2 });
    expect(figures()).not.toHaveProperty(en.loan.figures.unpaid);
    act(() => screen.getByRole('button', { name: en.records.backToList }).click());
    expect(window.location.hash).toBe('#/records');
    expect(await screen.findByRole('list', { name: en.records.listLabel })).toBeInTheDocument();
  });
});
