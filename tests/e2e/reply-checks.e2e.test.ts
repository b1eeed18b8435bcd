import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';

import { expectHeading, expectToast, type Lang } from './app-steps.ts';
import { applyFromHome, readyBorrower } from './money-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Replies that cannot be true are not drawn (issue 27): an unknown order state crashed Lending and Records
 * into "Something went wrong", a "NaN" amount showed "TZS NaN". Each now gives the "could not read" error
 * with Retry, and Retry shows the real order once the server answers well. The sandbox's `corrupt` fault
 * lays the wrong values over a well-formed reply (docs/sandbox.md "Faults").
 */
const { baseURL, sb, newBorrower } = e2eFile();
/** A borrower with one loan, its review held pending; the order as the sandbox keeps it. */
async function borrowerWithLoan(lang: Lang) {
  const r = await readyBorrower(newBorrower, lang);
  await applyFromHome(r.page, r.t);
  await sb.holdDecision(r.mobile);
  const { loans } = await sb.loans(r.mobile);
  const { outcome: _outcome, events: _events, ...order } = loans[0]!;
  return { ...r, order };
}

/** Nothing of the broken reply is on the screen. */
async function expectNothingImpossible(page: Page): Promise<void> {
  expect(await page.locator('body').textContent()).not.toMatch(/NaN|exploded|Something went wrong|-5,000/);
}

/** Many uses: Lending asks again every few seconds, and must keep getting the broken reply until Retry. */
const MANY = 50;

describe('Lending and Records refuse replies that cannot be true', () => {
  test.each([
    ['an unknown state', { state: 'exploded' }],
    ['a "NaN" amount', { receivedAmount: 'NaN' }],
  ])('Lending with %s: could not read, then Retry shows the order', async (_name, data) => {
    const { page, t, order } = await borrowerWithLoan('en');
    await sb.faults({ mode: 'corrupt', path: 'portal/loan/order/latest', data, count: MANY });
    await page.goto(`${baseURL}#/borrow/lending?orderNo=${order.orderNo}`);
    await page.getByRole('heading', { name: t.errors.badReply }).waitFor();
    await expectNothingImpossible(page);
    await sb.clearFaults();
    await page.getByRole('button', { name: t.common.retry, exact: true }).click();
    // The real order: under review, its state as the heading.
    await expectHeading(page, t.loan.state.assessing);
    await expectNothingImpossible(page);
  });

  test.each([
    ['an unknown state', { state: 'exploded' }],
    ['a "NaN" amount', { receivedAmount: 'NaN' }],
    ['a negative amount', { receivedAmount: -5000 }],
    ['a due date of 1970', { dueDate: 0 }],
  ])('Records with %s: could not read, then Retry shows the list', async (_name, fields) => {
    const { page, t, order } = await borrowerWithLoan('en');
    await sb.faults({
      mode: 'corrupt',
      path: 'loanMarket/lending-record',
      data: { orders: [{ ...order, ...fields }] },
      count: MANY,
    });
    await page.goto(`${baseURL}#/records`);
    await page.getByRole('heading', { name: t.records.loadFailed }).waitFor();
    await expectToast(page, t.errors.badReply);
    await expectNothingImpossible(page);
    await sb.clearFaults();
    await page.getByRole('button', { name: t.common.retry, exact: true }).click();
    await page
      .getByRole('link', { name: new RegExp(order.productName) })
      .first()
      .waitFor();
    await expectNothingImpossible(page);
  });

  test('in Kiswahili: Records and Lending with a "NaN" amount say they could not read it', async () => {
    const { page, t, order } = await borrowerWithLoan('sw');
    await sb.faults({
      mode: 'corrupt',
      path: 'loanMarket/lending-record',
      data: { orders: [{ ...order, receivedAmount: 'NaN' }] },
      count: MANY,
    });
    await page.goto(`${baseURL}#/records`);
    await page.getByRole('heading', { name: t.records.loadFailed }).waitFor();
    await expectToast(page, t.errors.badReply);
    await expect.poll(() => page.getByRole('button', { name: t.common.retry, exact: true }).count()).toBe(1);

    await sb.faults({
      mode: 'corrupt',
      path: 'portal/loan/order/latest',
      data: { receivedAmount: 'NaN' },
      count: MANY,
    });
    await page.goto(`${baseURL}#/borrow/lending?orderNo=${order.orderNo}`);
    await page.getByRole('heading', { name: t.errors.badReply }).waitFor();
    await expectNothingImpossible(page);
  });
});
