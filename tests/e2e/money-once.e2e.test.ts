import { describe, expect, test } from 'vitest';
import { expectHeading } from './app-steps.ts';
import { applyFromHome, failCalls, loseReplies, openConfirmBorrow, readyBorrower } from './money-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Money moves once (issue 23): the reply of a money action is lost after the request reached the sandbox
 * (route.fetch then abort). The screen asks the server what happened and lands the borrower on the true
 * state; when it cannot ask either, it says so and the borrower's retry sends the same idempotency key, so
 * the sandbox answers with its first reply. Either way: exactly one order, one payout.
 */
const { sb, newBorrower } = e2eFile();
const LENDING = /#\/borrow\/lending\?/;

async function approvedAtGetMoney(lang: 'en' | 'sw') {
  const ready = await readyBorrower(newBorrower, lang);
  await applyFromHome(ready.page, ready.t);
  await sb.decideNow(ready.mobile);
  await ready.page.getByRole('button', { name: ready.t.loan.action.getMoney }).waitFor();
  return ready;
}

const draws = (loan: { events: Array<{ event: string }> } | undefined) =>
  loan?.events.filter((e) => e.event === 'draw').length;

describe.each(['en', 'sw'] as const)('in %s', (lang) => {
  test('Apply whose reply is lost: the app finds the order and goes on to the review; one order', async () => {
    const ready = await readyBorrower(newBorrower, lang);
    const { page, mobile, t } = ready;
    await openConfirmBorrow(page, t);
    const lost = await loseReplies(page, 'loan/loan-order/apply-market');
    await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
    await expectHeading(page, t.screens.reviewTips);
    expect(lost).toHaveLength(1);
    expect((await sb.loans(mobile)).loans).toHaveLength(1);
  });

  test('Get my money whose reply is lost: the app finds the payout under way and shows it; one payout', async () => {
    const { page, mobile, t } = await approvedAtGetMoney(lang);
    const lost = await loseReplies(page, 'loan/get-money');
    await page.getByRole('button', { name: t.loan.action.getMoney }).click();
    await page.waitForURL(LENDING);
    expect(lost).toHaveLength(1);
    const { loans } = await sb.loans(mobile);
    expect(loans).toHaveLength(1);
    expect(draws(loans[0])).toBe(1);
  });
});

describe('when the server cannot be asked either', () => {
  test('Apply: the screen says a retry is safe; the retry (same key) gets the first reply; one order', async () => {
    const ready = await readyBorrower(newBorrower, 'en');
    const { page, mobile, t } = ready;
    await openConfirmBorrow(page, t);
    await loseReplies(page, 'loan/loan-order/apply-market');
    await failCalls(page, 'portal/homepage/data');
    const applies: string[] = [];
    page.on('request', (request) => {
      const key = request.headers()['idempotency-key'];
      if (key) applies.push(key);
    });
    await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
    await page.getByText(t.borrow.unconfirmed, { exact: true }).waitFor();
    expect((await sb.loans(mobile)).loans).toHaveLength(1); // the first tap did reach the server
    await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
    await expectHeading(page, t.screens.reviewTips);
    expect((await sb.loans(mobile)).loans).toHaveLength(1);
    expect(applies).toHaveLength(2);
    expect(applies[1]).toBe(applies[0]);
  });

  test('Get my money in Kiswahili: the retry lands on the payout; one payout', async () => {
    const { page, mobile, t } = await approvedAtGetMoney('sw');
    await loseReplies(page, 'loan/get-money');
    await failCalls(page, 'portal/homepage/data');
    await page.getByRole('button', { name: t.loan.action.getMoney }).click();
    await page.getByText(t.borrow.unconfirmed, { exact: true }).waitFor();
    await page.getByRole('button', { name: t.loan.action.getMoney }).click();
    await page.waitForURL(LENDING);
    const { loans } = await sb.loans(mobile);
    expect(loans).toHaveLength(1);
    expect(draws(loans[0])).toBe(1);
  });
});
