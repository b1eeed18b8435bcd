import { describe, expect, test } from 'vitest';
import type { Phone } from '../helpers/browser.ts';
import { expectHeading, type Texts } from './app-steps.ts';
import { approveAndDisburse, readyBorrower } from './money-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * The money part of the journey, in both languages, against the sandbox's loan domain: apply with the
 * disclosure, submit, review, take the money, disbursement, and Home and Records at every stage; the
 * rejected and payout-failed outcomes (chosen by the number's last digit); one open loan at a time; the
 * clock moved past the due date. The application forms, ID card and wallet have their own files.
 */
const { baseURL, sb, newBorrower } = e2eFile({
  alsoAfterEach: (control) => control.resetClock(),
});

/** A registered borrower whose profile is complete (forms, ID card, wallet, questionnaire): Home offers to apply. */

/** Confirm borrow: the figures are on screen, the agreement is required, then Apply → submit → review. */
async function applyThroughUi(page: Phone['page'], t: Texts) {
  await page.getByRole('button', { name: t.home.apply }).click();
  await expectHeading(page, t.screens.confirmBorrow);
  await page.getByText(t.loan.figures.totalCost, { exact: true }).waitFor();
  await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
  await page.getByText(t.borrow.agreeRequired, { exact: true }).waitFor();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
  await expectHeading(page, t.screens.reviewTips);
  await page.getByText(t.borrow.reviewTitle, { exact: true }).waitFor();
}

describe.each(['en', 'sw'] as const)('borrowing in %s', (lang) => {
  test('apply, review, take the money, disbursed: Home and Records follow each step; overdue when the clock moves', async () => {
    const { phone, page, mobile, t } = await readyBorrower(newBorrower, lang, 'approved');
    await applyThroughUi(page, t);

    // The review decides (the sandbox skips its delay): the review screen moves on by itself.
    await approveAndDisburse(page, sb, mobile, t);

    // Home: repaying, with the repay action; a second application is refused by the server.
    await page.goto(baseURL);
    const status = page.getByTestId('order-status');
    await status.getByText(t.loan.state.repaying, { exact: true }).waitFor();
    await page.getByRole('button', { name: t.loan.action.repay, exact: true }).waitFor();

    // Records lists the order as repaying.
    await page.goto(`${baseURL}#/records`);
    await page.getByText(t.loan.state.repaying, { exact: true }).first().waitFor();

    // The clock moves past the due date (91-day term): overdue on Home and in Records.
    await sb.advanceClock({ advanceDays: 95 });
    await page.goto(baseURL);
    await status.getByText(t.loan.state.overdue, { exact: true }).waitFor();
    await page.getByRole('button', { name: t.loan.action.repayNow, exact: true }).waitFor();
    await page.goto(`${baseURL}#/records`);
    await page.getByText(t.loan.state.overdue, { exact: true }).first().waitFor();
    expect(phone.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

describe('other outcomes and rules', () => {
  test('rejected: Home says when the borrower may apply again and the detail shows it', async () => {
    const { page, mobile, t } = await readyBorrower(newBorrower, 'en', 'rejected');
    await applyThroughUi(page, t);
    await sb.decideNow(mobile);
    // The review screen moves on to the order's detail, which gives the re-apply date.
    await page.getByText(t.loan.state.rejected, { exact: true }).first().waitFor({ timeout: 15_000 });
    const [order] = (await sb.loans(mobile)).loans;
    expect(order?.state).toBe('rejected');
    await page.goto(baseURL);
    const hint = page.getByTestId('order-status');
    await hint.getByText(t.loan.state.rejected, { exact: true }).waitFor();
    await expect.poll(() => hint.textContent()).toMatch(/\d{2}-\d{2}-\d{4}/);
  });

  test('payout failed: the lending screen tells the borrower to check the wallet and apply again', async () => {
    const { page, mobile, t } = await readyBorrower(newBorrower, 'en', 'payoutFailed');
    await applyThroughUi(page, t);
    await sb.decideNow(mobile);
    await page.getByRole('button', { name: t.loan.action.getMoney }).click();
    // The payout is decided once the server has it: the app goes to the lending screen on get-money's
    // answer. Deciding at the tap could reach the sandbox before the call did (nothing to decide yet).
    await page.waitForURL(/#\/borrow\/lending\?/);
    await sb.decideNow(mobile);
    await page.getByText(t.loan.hint.payoutFailed, { exact: true }).waitFor({ timeout: 15_000 });
  });

  test('one open loan: confirm borrow says so before anything is filled, with the way to that loan', async () => {
    const { page, t } = await readyBorrower(newBorrower, 'en', 'approved');
    await applyThroughUi(page, t);
    await page.goto(`${baseURL}#/borrow/confirm_borrow`);
    await page.getByText(t.errors.openLoan, { exact: true }).waitFor();
    // Nothing to fill or agree to: no Apply, no agreement box.
    expect(await page.getByRole('button', { name: t.borrow.apply, exact: true }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('button', { name: t.loan.action.review }).click();
    await expectHeading(page, t.screens.reviewTips);
  });

  test('reopening the app at any step lands on the right screen', async () => {
    const { page, mobile, t } = await readyBorrower(newBorrower, 'en', 'approved');
    await applyThroughUi(page, t);
    await page.goto(baseURL);
    await page.getByRole('button', { name: t.loan.action.review, exact: true }).click();
    await expectHeading(page, t.screens.reviewTips);
    await sb.decideNow(mobile);
    await page.goto(baseURL);
    await page.getByRole('button', { name: t.loan.action.getMoney, exact: true }).click();
    await expectHeading(page, t.screens.confirmBorrow);
    await page.getByText(t.borrow.approvedTitle, { exact: true }).waitFor();
  });
});
