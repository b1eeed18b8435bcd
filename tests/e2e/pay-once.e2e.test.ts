import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { controlOk } from '../helpers/sandbox.ts';
import { expectHeading, expectToast, fill } from './app-steps.ts';
import { openCashier, payWith, repaymentControls } from './cashier-steps.ts';
import { callOfRequest, failCalls, loseReplies } from './money-steps.ts';
import { paidOutBorrower } from './pay-steps.ts';
import { repayFigure, sandboxLoan, tzs, type Borrower } from './repay-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Money moves once at the cashier (issue 23), in English and Kiswahili, against the sandbox. A payment's
 * reply lost after the request reached the server, then the borrower's retry from the same screen, made
 * two orders and took TZS 10,000 for an intended 5,000: now every tap on Pay carries an idempotency key,
 * reused on every retry of that tap, and after a lost reply the screen asks the server what happened (the
 * repayment detail's pending payment order) before offering Pay again. Rollover the same, after the
 * borrower agrees to the loan renewal agreement, which opens from its link. A reload, or the app killed
 * while a payment order is pending, resumes that order. Orders are counted by the sandbox's control
 * (`payments?mobile=`); payments settle through its control instead of its 5 s delay.
 */
const { baseURL, newBorrower } = e2eFile();
const pay = repaymentControls(baseURL);

const LONG = { timeout: 120_000 };

type Paid = Borrower & { orderNo: string };

/**
 * A borrower with money out whose payment orders wait for `pay.settle` (`payments/hold`): the test acts
 * while an order is pending without racing the sandbox's 5 s payment delay.
 */
async function borrower(lang: 'en' | 'sw'): Promise<Paid> {
  const b = await paidOutBorrower(newBorrower, baseURL, lang);
  await controlOk(baseURL, 'POST', 'payments/hold', { mobile: b.mobile });
  return b;
}

/** The payment orders of this loan in the sandbox, newest first. */
async function ordersOf(b: Paid) {
  return (await pay.payments(b.mobile)).orders.filter((order) => order.orderNo === b.orderNo);
}

/** The cashier is following a payment order: the screen waits for the money. */
const waitsForMoney = (page: Page, t: Borrower['t']) =>
  page.getByText(t.cashier.waiting.checking, { exact: true }).waitFor({ timeout: 15_000 });

/**
 * Pay, with the reply lost after the server acted and the question after it lost too: the screen says
 * so (its alert; on the old code the network error) and offers Pay again. Returns what the alert said.
 */
async function payReplyAndQuestionLost(
  page: Page,
  t: Borrower['t'],
  call: string,
  amount: number,
): Promise<string> {
  const lost = await loseReplies(page, call);
  await failCalls(page, 'portal/repayment/detail');
  await payWith(page, t, 'M-Pesa', 'online', amount);
  const alert = page.getByRole('main').getByRole('alert');
  await alert.waitFor({ timeout: 15_000 });
  expect(lost).toHaveLength(1);
  return alert.innerText();
}

/** The borrower's retry: Pay again from the same screen, until the cashier follows an order. */
async function retry(page: Page, t: Borrower['t'], amount: number): Promise<void> {
  await page.getByRole('button', { name: fill(t.cashier.pay, { amount: tzs(amount) }), exact: true }).click();
  await page.waitForURL(/payOrderId=/);
}

describe.each(['en', 'sw'] as const)('in %s', LONG, (lang) => {
  test('pay: the reply is lost and the server cannot be asked either, the retry makes no second order; a reply lost but the question answered lands on the order', async () => {
    const b = await borrower(lang);
    const { page, t } = b;
    const before = await sandboxLoan(baseURL, b.mobile);
    const amount = 5000;
    await openCashier(page, baseURL, b.orderNo, amount);
    await expectHeading(page, t.screens.cashier);

    // The order is made, its reply never arrives, and the question after it fails too.
    const said = await payReplyAndQuestionLost(page, t, 'portal/repayment/confirm', amount);
    expect(await ordersOf(b)).toHaveLength(1);
    // Meanwhile the money arrives for that one order.
    await pay.settle(b.mobile, 'paid');

    // The borrower's retry: the same tap, the same key; the server answers with the first order.
    await retry(page, t, amount);
    const orders = await ordersOf(b);
    expect(orders.map((o) => [o.amount, o.state])).toEqual([[amount, 'paid']]);
    await expectToast(page, fill(t.cashier.paid, { amount: tzs(amount) }));
    await expectHeading(page, t.screens.repayDetail);
    expect((await sandboxLoan(baseURL, b.mobile)).unpaidAmount).toBe(before.unpaidAmount - amount);
    await page.getByTestId('repay-owed').waitFor();
    expect(await repayFigure(page, 'unpaid')).toBe(tzs(before.unpaidAmount - amount));
    // What the screen said while it could not ask: that paying again is safe.
    expect(said).toBe(t.cashier.lost.unknown);

    // Another payment, its reply lost but the question answered: the screen lands on that order by
    // itself, no tap and no second order for it.
    const second = 3000;
    await openCashier(page, baseURL, b.orderNo, second);
    const lost = await loseReplies(page, 'portal/repayment/confirm');
    await payWith(page, t, 'M-Pesa', 'online', second);
    await waitsForMoney(page, t);
    expect(lost).toHaveLength(1);
    const [latest] = await ordersOf(b);
    expect([latest?.amount, latest?.state]).toEqual([second, 'pending']);
    await page.waitForURL(`**payOrderId=${latest?.payOrderId ?? 'missing'}**`);
    await pay.settle(b.mobile, 'paid');
    await expectToast(page, fill(t.cashier.paid, { amount: tzs(second) }));
    expect((await ordersOf(b)).map((o) => [o.amount, o.state])).toEqual([
      [second, 'paid'],
      [amount, 'paid'],
    ]);
  });

  test('rollover: agreed with the renewal agreement opened from its link; the reply and the question are lost, the retry makes no second order; a reload keeps it; one fee, seven days', async () => {
    const b = await borrower(lang);
    const { page, t } = b;
    const before = await sandboxLoan(baseURL, b.mobile);
    await page.goto(`${baseURL}#/repay/exhibition_period_detail?orderNo=${b.orderNo}`);
    await expectHeading(page, t.screens.extension);
    const fee = Number((await repayFigure(page, 'fee')).replace(/\D/g, ''));
    const confirm = page.getByRole('button', { name: fill(t.repay.rollover.confirm, { fee: tzs(fee) }) });

    // No fee without the agreement.
    await confirm.click();
    await page.getByText(t.repay.rollover.agreeRequired, { exact: true }).waitFor();
    expect(page.url()).toContain('#/repay/exhibition_period_detail');
    const box = page.getByRole('checkbox');
    await box.check();
    // The agreement opens from its link, with this offer's fee; coming back keeps the box ticked.
    await page.getByRole('button', { name: t.documents.names.renewal, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: t.documents.titles.renewal });
    await sheet.waitFor();
    await sheet.getByText(tzs(fee), { exact: false }).first().waitFor();
    await page.goBack();
    await sheet.waitFor({ state: 'detached' });
    expect(await box.isChecked()).toBe(true);
    expect(page.url()).toContain('#/repay/exhibition_period_detail');

    await confirm.click();
    await expectHeading(page, t.screens.cashier);
    const said = await payReplyAndQuestionLost(page, t, 'repay/confirmExtensionOrder', fee);
    // The borrower's retry: the server answers with the order the lost reply carried.
    await retry(page, t, fee);
    const made = await ordersOf(b);
    expect(made).toHaveLength(1);
    expect(said).toBe(t.cashier.lost.unknown);
    await page.waitForURL(`**payOrderId=${made[0]?.payOrderId ?? 'missing'}**`);
    await waitsForMoney(page, t);

    // A reload on the cashier comes back to the same order.
    await page.reload();
    await waitsForMoney(page, t);
    await pay.settle(b.mobile, 'paid');
    await expectToast(page, fill(t.cashier.paidRollover, { amount: tzs(fee) }));

    const orders = await ordersOf(b);
    expect(orders.map((o) => [o.purpose, o.amount, o.state])).toEqual([['rollover', fee, 'paid']]);
    const after = await sandboxLoan(baseURL, b.mobile);
    expect(after.dueDate).toBe((before.dueDate ?? 0) + 7 * 86_400);
    expect(after.unpaidAmount).toBe(before.unpaidAmount);
  });

  test('a reload while Pay is on its way comes back to that order; the app killed while it is pending: the repay screen offers it first and resumes it', async () => {
    const b = await borrower(lang);
    const { t } = b;
    const amount = 4000;
    await openCashier(b.page, baseURL, b.orderNo, amount);
    // The order is made, and the page reloads before its reply arrives (the borrower pulled to refresh).
    let reloaded = false;
    await b.page.route(/\/api\//, async (route) => {
      if (reloaded || callOfRequest(route.request()) !== 'portal/repayment/confirm') {
        await route.fallback();
        return;
      }
      reloaded = true;
      await route.fetch();
      // The reply is held back: the page goes away while the app still waits for it.
      void b.page.reload();
    });
    await payWith(b.page, t, 'Tigo Pesa', 'bill', amount);
    // Back on the cashier, it asks what became of that tap and follows the order.
    await waitsForMoney(b.page, t);
    const [pending] = await ordersOf(b);
    expect(pending?.state).toBe('pending');
    await b.page.waitForURL(`**payOrderId=${pending?.payOrderId ?? 'missing'}**`);
    expect(reloaded).toBe(true);
    expect(await ordersOf(b)).toHaveLength(1);

    // Killed: the page is gone; the app starts again from its first screen.
    await b.page.close();
    const page = await b.phone.context.newPage();
    await page.goto(baseURL);
    await page.getByRole('button', { name: t.loan.action.repay, exact: true }).click();
    await expectHeading(page, t.screens.repayDetail);
    const card = page.getByTestId('repay-pending');
    await card.getByText(fill(t.repay.pending.repay, { amount: tzs(amount) }), { exact: true }).waitFor();
    await card.getByRole('link', { name: t.repay.pending.continue, exact: true }).click();
    await expectHeading(page, t.screens.cashier);
    await waitsForMoney(page, t);
    await page.waitForURL(`**payOrderId=${pending?.payOrderId ?? 'missing'}**`);
    await pay.settle(b.mobile, 'paid');
    await expectToast(page, fill(t.cashier.paid, { amount: tzs(amount) }));
    expect((await ordersOf(b)).map((o) => o.state)).toEqual(['paid']);
  });
});
