import { describe, expect, test } from 'vitest';
import { apiCalls } from '../helpers/browser.ts';

import { MARKET } from '../../sandbox/data/products.ts';
import { CREDIT_LIMIT } from '../../sandbox/data/repayment.ts';
import { expectHeading, fill } from './app-steps.ts';
import {
  accessibilityProblems,
  amountField,
  disbursedBorrower,
  openRepayFromHome,
  overdueLoan,
  repayFigure,
  sandboxLoan,
  tzs,
} from './repay-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * The repay detail and the rollover against the sandbox's repayment, in both languages: every figure is
 * the sandbox's loan; each repay-amount rule of spec section 5 shows its exact message and sends nothing;
 * a rollover moves the due date 7 days and leaves the amount owed; with the clock moved past the due date
 * the overdue loan shows its penalty and the repay-now prompt on Home, Records and the repay detail.
 */
const { baseURL, sb, newBorrower } = e2eFile({
  alsoAfterEach: (control) => control.resetClock(),
});

/** Getting a loan paid out takes a while through the app: these tests get longer than the default. */
const LONG = { timeout: 150_000 };

/** A date as the app writes it (src/i18n/dates.ts, DD-MM-YYYY) on a phone in Dar es Salaam. */
const date = (seconds: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Dar_es_Salaam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date(seconds * 1000))
    .replace(/\//g, '-');

const DAY = 86_400; // seconds

/** The limit after one loan repaid on time, by the sandbox's own market data (docs/sandbox.md). */
const LIMIT_AFTER_ONE = Math.min(CREDIT_LIMIT.max, MARKET.maxAmount + CREDIT_LIMIT.perTimelyLoan);

describe.each(['en', 'sw'] as const)('repayment in %s', LONG, (lang) => {
  test('each repay-amount rule shows its exact message and sends nothing; a valid amount goes to the cashier', async () => {
    // Product p3 repays from 5,000 in steps of 100 (sandbox/data/repayment.ts).
    const b = await disbursedBorrower(newBorrower, baseURL, lang, 'p3');
    const { page, t } = b;
    await openRepayFromHome(b, baseURL, 'repay');
    const loan = await sandboxLoan(baseURL, b.mobile);
    expect(await page.getByTestId('repay-owed').innerText()).toBe(tzs(loan.unpaidAmount));
    expect(await repayFigure(page, 'amount')).toBe(tzs(loan.amount));
    expect(await repayFigure(page, 'repaid')).toBe(tzs(0));
    expect(await repayFigure(page, 'unpaid')).toBe(tzs(loan.unpaidAmount));
    expect(await repayFigure(page, 'dueDate')).toBe(date(loan.dueDate ?? 0));
    expect(await repayFigure(page, 'repayAmount')).toBe(tzs(loan.repayAmount));

    await page.waitForLoadState('networkidle');
    const sent = apiCalls(b.phone.requests).length;
    const rules: Array<[string, string]> = [
      ['', t.repay.rules.required],
      ['999', t.repay.rules.minimum],
      ['4000', fill(t.repay.rules.serverMinimum, { min: tzs(5000) })],
      ['5050', fill(t.repay.rules.step, { step: tzs(100) })],
      ['5000.5', t.repay.rules.integer],
      [String(loan.unpaidAmount + 1), fill(t.repay.rules.overOwed, { amount: tzs(loan.unpaidAmount) })],
    ];
    for (const [typed, message] of rules) {
      await amountField(b).fill(typed);
      await page.getByRole('button', { name: t.repay.amount.pay, exact: true }).click();
      await expect.poll(() => amountField(b).getAttribute('aria-invalid')).toBe('true');
      const described = await amountField(b).evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' | '),
      );
      expect(described, typed).toContain(message);
      expect(page.url()).toContain('#/repay/repay_detail');
    }
    expect(apiCalls(b.phone.requests).length).toBe(sent);

    await amountField(b).fill('5000');
    await page.getByRole('button', { name: t.repay.amount.pay, exact: true }).click();
    await page.waitForURL(`**#/repay/cashier?orderNo=${loan.orderNo}&amount=5000`);
  });

  test('a rollover moves the due date 7 days and the amount owed stays', async () => {
    const b = await disbursedBorrower(newBorrower, baseURL, lang);
    const { page, t } = b;
    await openRepayFromHome(b, baseURL, 'repay');
    const before = await sandboxLoan(baseURL, b.mobile);
    const due = before.dueDate ?? 0;

    await page.getByRole('link', { name: t.repay.rolloverEntry.action }).click();
    await expectHeading(page, t.screens.extension);
    await page.locator('[data-figure="fee"]').waitFor();
    expect(await repayFigure(page, 'currentDue')).toBe(date(due));
    expect(await repayFigure(page, 'newDue')).toBe(date(due + 7 * DAY));
    expect(await repayFigure(page, 'stillOwed')).toBe(tzs(before.unpaidAmount));
    const fee = Number((await repayFigure(page, 'fee')).replace(/\D/g, ''));
    expect(fee).toBeGreaterThan(0);
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: fill(t.repay.rollover.confirm, { fee: tzs(fee) }) }).click();
    await page.waitForURL(`**#/repay/cashier?orderNo=${before.orderNo}&amount=${fee}&purpose=rollover`);

    // The fee is paid through the cashier (M-Pesa, the payment prompt on the phone): the sandbox settles it.
    await page.getByRole('radio', { name: 'M-Pesa', exact: true }).check();
    await page.getByRole('button', { name: fill(t.cashier.pay, { amount: tzs(fee) }) }).click();
    // Said on the screen and in the toast (both may show at once).
    await page
      .getByText(fill(t.cashier.paidRollover, { amount: tzs(fee) }), { exact: true })
      .first()
      .waitFor({ timeout: 30_000 });

    const after = await sandboxLoan(baseURL, b.mobile);
    expect(after.dueDate).toBe(due + 7 * DAY);
    expect(after.unpaidAmount).toBe(before.unpaidAmount);
    await page.goto(`${baseURL}#/repay/repay_detail?orderNo=${before.orderNo}`);
    await page.getByTestId('repay-owed').waitFor();
    expect(await page.getByTestId('repay-owed').innerText()).toBe(tzs(before.unpaidAmount));
    expect(await repayFigure(page, 'dueDate')).toBe(date(due + 7 * DAY));
  });

  test('with the clock past the due date, the penalty and Repay now show on Home, Records and the repay detail', async () => {
    const b = await disbursedBorrower(newBorrower, baseURL, lang);
    const { page, t } = b;
    const loan = await overdueLoan(baseURL, b);
    expect(loan.penalty).toBeGreaterThan(0);

    // Home: overdue, the penalty so far and what is owed, and the one action is Repay now.
    await page.goto(baseURL);
    const status = page.getByTestId('order-status');
    await status.getByText(t.loan.state.overdue, { exact: true }).waitFor();
    expect((await status.locator('[data-figure="penalty"] dd').innerText()).trim()).toBe(tzs(loan.penalty));
    expect((await status.locator('[data-figure="unpaid"] dd').innerText()).trim()).toBe(
      tzs(loan.unpaidAmount),
    );
    // Repay now looks urgent: the danger colour, as the repay detail's Pay (issue 23).
    const repayNow = page.getByRole('button', { name: t.loan.action.repayNow, exact: true });
    expect(await repayNow.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(180, 35, 24)');

    // Records: the repay-now hint in the list, the penalty in the detail and its Repay now link.
    await page.goto(`${baseURL}#/records`);
    const hint = fill(t.loan.hint.overdue, { days: loan.overdueDays });
    await page.getByText(hint, { exact: true }).first().waitFor();
    await page
      .getByRole('link', { name: new RegExp(t.loan.state.overdue) })
      .first()
      .click();
    await page.locator('[data-figure="penalty"]').waitFor();
    expect(await repayFigure(page, 'penalty')).toBe(tzs(loan.penalty));
    await page.getByRole('link', { name: t.loan.action.repayNow, exact: true }).click();

    // Repay detail: how late, what each day adds, and figures that add up to what is owed.
    await expectHeading(page, t.screens.repayDetail);
    await page.getByTestId('repay-overdue').waitFor();
    expect(await repayFigure(page, 'penalty')).toBe(tzs(loan.penalty));
    expect(await repayFigure(page, 'overdueDays')).toBe(String(loan.overdueDays));
    expect(await page.getByTestId('repay-owed').innerText()).toBe(tzs(loan.unpaidAmount));
    expect(loan.repayAmount + loan.penalty - loan.repaidAmount).toBe(loan.unpaidAmount);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(b.phone.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

describe.each(['en', 'sw'] as const)('finished in %s', LONG, (lang) => {
  test('paid in full through the cashier: Home and Records show the loan finished, the higher limit, and apply again', async () => {
    const b = await disbursedBorrower(newBorrower, baseURL, lang);
    const { page, t } = b;
    await openRepayFromHome(b, baseURL, 'repay');
    const loan = await sandboxLoan(baseURL, b.mobile);
    await page
      .getByRole('button', { name: fill(t.repay.amount.full, { amount: tzs(loan.unpaidAmount) }) })
      .click();
    expect(await amountField(b).inputValue()).toBe(String(loan.unpaidAmount));
    await page.getByRole('button', { name: t.repay.amount.pay, exact: true }).click();
    await page.waitForURL(`**#/repay/cashier?orderNo=${loan.orderNo}&amount=${loan.unpaidAmount}`);
    await page.getByRole('radio', { name: 'M-Pesa', exact: true }).check();
    await page.getByRole('button', { name: fill(t.cashier.pay, { amount: tzs(loan.unpaidAmount) }) }).click();
    await page
      .getByText(fill(t.cashier.paid, { amount: tzs(loan.unpaidAmount) }), { exact: true })
      .waitFor({ timeout: 30_000 });
    expect((await sandboxLoan(baseURL, b.mobile)).state).toBe('finished');

    // Home: finished, repaid on time so the server's limit is higher, and the one action is Apply again.
    await page.goto(baseURL);
    await page.getByTestId('order-status').getByText(t.loan.state.finished, { exact: true }).waitFor();
    await expect
      .poll(() => page.getByTestId('higher-limit').textContent())
      .toBe(fill(t.loan.higherLimit, { max: tzs(LIMIT_AFTER_ONE) }));
    await page.getByRole('button', { name: t.loan.action.applyAgain, exact: true }).waitFor();

    // Records: the order finished, with Apply again leading to confirm borrow.
    await page.goto(`${baseURL}#/records?orderNo=${loan.orderNo}`);
    await page.getByText(t.loan.hint.finished, { exact: true }).waitFor();
    await page.getByRole('link', { name: t.loan.action.applyAgain, exact: true }).click();
    await expectHeading(page, t.screens.confirmBorrow);

    // The repay detail of the finished loan says so and offers the next loan too.
    await page.goto(`${baseURL}#/repay/repay_detail?orderNo=${loan.orderNo}`);
    await page.getByRole('heading', { name: t.repay.finishedTitle }).waitFor();
    await page.getByRole('link', { name: t.loan.action.applyAgain, exact: true }).waitFor();
  });
});

describe('server faults on the repay detail', LONG, () => {
  test('a 500 on the figures, then a coupon list that is not JSON: the screen says so, retry loads, paying still works', async () => {
    const b = await disbursedBorrower(newBorrower, baseURL, 'en');
    const { page, t } = b;
    const loan = await sandboxLoan(baseURL, b.mobile);
    await sb.faults({ mode: 'error500', path: 'portal/repayment/detail' });
    await sb.faults({ mode: 'malformed', path: 'lottery-draw/coupons', count: 2 });
    await page.goto(`${baseURL}#/repay/repay_detail?orderNo=${loan.orderNo}`);
    await page.getByRole('heading', { name: t.repay.loadFailed }).waitFor();
    await page.getByText(t.errors.requestFailed, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: t.common.retry }).click();
    await page.getByTestId('repay-owed').waitFor();
    await page.getByText(t.repay.coupons.loadFailed, { exact: true }).waitFor();
    await page.getByText(t.errors.badReply, { exact: true }).first().waitFor();
    await expect.poll(() => page.locator('[data-state="shown"], [data-state="pending"]').count()).toBe(0);

    await amountField(b).fill('3000');
    await page.getByRole('button', { name: t.repay.amount.pay, exact: true }).click();
    await page.waitForURL(`**#/repay/cashier?orderNo=${loan.orderNo}&amount=3000`);
  });
});
