import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { controlOk } from '../helpers/sandbox.ts';
import { expectHeading, expectToast, fill } from './app-steps.ts';
import { repaymentControls } from './cashier-steps.ts';
import { paidOutBorrower } from './pay-steps.ts';
import { overdueLoan, repayFigure, sandboxLoan, tzs } from './repay-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * What the repay screens say, as a borrower reads them on a small phone (issue 23), in both languages:
 * the repay detail fits 320 px at 200 % text; a coupon worth more than what is owed says how much of it
 * is used, before and after the tap; an overdue loan's Pay looks urgent, "Still to pay" says it holds the
 * penalty and nothing beside it is called "Total to repay"; the loan finished late does not say "penalty
 * so far"; the cashier's channel names come in the borrower's language.
 */
const { baseURL, newBorrower } = e2eFile({
  alsoAfterEach: (control) => control.resetClock(),
});
const pay = repaymentControls(baseURL);

const LONG = { timeout: 150_000 };

async function grantCoupon(mobile: string, amount: number): Promise<void> {
  await controlOk(baseURL, 'POST', 'coupons/grant', { mobile, amount, validDays: 30 });
}

/**
 * What does not fit the phone's width: elements reaching past its right edge, elements whose content is
 * wider than their box (text running out of a card), and how wide the page scrolls.
 */
async function overflow(page: Page): Promise<{ pageWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: no outer scope there.
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const all = [...document.querySelectorAll<HTMLElement>('main *')];
    const wide = [
      ...all.filter((el) => el.getBoundingClientRect().right > limit + 0.5).map(name),
      ...all
        .filter((el) => !['INPUT', 'TEXTAREA'].includes(el.tagName) && el.clientWidth > 0)
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${name(el)} ${el.scrollWidth} > ${el.clientWidth}`),
    ];
    return { pageWidth: document.documentElement.scrollWidth, wide };
  });
}

describe.each(['en', 'sw'] as const)('in %s', LONG, (lang) => {
  test('the repay detail fits 320 px at 200 % text, and a coupon worth more than what is owed says how much counts', async () => {
    const b = await paidOutBorrower(newBorrower, baseURL, lang);
    const { page, t } = b;
    const loan = await sandboxLoan(baseURL, b.mobile);
    const coupon = loan.unpaidAmount + 2000;
    await grantCoupon(b.mobile, coupon);

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${baseURL}#/repay/repay_detail?orderNo=${loan.orderNo}`);
    await page.getByTestId('repay-owed').waitFor();
    await page.locator('[data-figure="penaltyPerDay"]').waitFor();
    await page.getByText(t.repay.coupons.use, { exact: true }).waitFor();
    // Android's font size setting at 200 %: the root size doubles, every rem follows.
    for (const size of ['100%', '200%']) {
      await page.evaluate((s) => document.documentElement.style.setProperty('font-size', s), size);
      const { pageWidth, wide } = await overflow(page);
      expect(wide, size).toEqual([]);
      expect(pageWidth, size).toBeLessThanOrEqual(320);
    }
    await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));

    // Before the tap: only what is owed counts, the rest is lost, and the row says so.
    const partUse = fill(t.repay.coupons.partUse, { used: tzs(loan.unpaidAmount), lost: tzs(2000) });
    await page.getByText(partUse, { exact: true }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${t.repay.coupons.use}`) }).click();
    await expectToast(
      page,
      fill(t.repay.coupons.appliedPart, {
        used: tzs(loan.unpaidAmount),
        amount: tzs(coupon),
        lost: tzs(2000),
      }),
    );
    expect((await sandboxLoan(baseURL, b.mobile)).state).toBe('finished');
  });

  test('overdue: Pay looks urgent, "Still to pay" holds the penalty and is not set against a "Total to repay"; once repaid, no "penalty so far"; channels in the language', async () => {
    const b = await paidOutBorrower(newBorrower, baseURL, lang);
    const { page, t } = b;
    const loan = await overdueLoan(baseURL, b);

    await page.goto(`${baseURL}#/repay/repay_detail?orderNo=${loan.orderNo}`);
    await page.getByTestId('repay-overdue').waitFor();
    const payButton = page.getByRole('button', { name: t.repay.amount.pay, exact: true });
    // The danger colour (--color-danger), not the brand's green.
    expect(await payButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(180, 35, 24)');
    await page
      .getByText(fill(t.repay.owedWithPenalty, { penalty: tzs(loan.penalty) }), { exact: true })
      .waitFor();
    expect(await page.getByText(t.loan.figures.repayAmount, { exact: true }).count()).toBe(0);
    expect(await page.locator('[data-figure="repayAmount"] dt').innerText()).toBe(
      t.repay.figures.loanAndInterest,
    );
    expect(await repayFigure(page, 'unpaid')).toBe(tzs(loan.unpaidAmount));

    // Pay it all through the cashier; the channel names are in the borrower's language.
    await page
      .getByRole('button', { name: fill(t.repay.amount.full, { amount: tzs(loan.unpaidAmount) }) })
      .click();
    await payButton.click();
    await expectHeading(page, t.screens.cashier);
    const bank = lang === 'sw' ? 'Uhamisho wa benki' : 'Bank transfer';
    await page.getByRole('radio', { name: bank, exact: true }).waitFor();
    await page.getByRole('radio', { name: 'M-Pesa', exact: true }).check();
    await page.getByRole('button', { name: fill(t.cashier.pay, { amount: tzs(loan.unpaidAmount) }) }).click();
    await page.getByText(t.cashier.waiting.checking, { exact: true }).waitFor();
    await pay.settle(b.mobile, 'paid');
    await expectToast(page, fill(t.cashier.paid, { amount: tzs(loan.unpaidAmount) }));
    expect((await sandboxLoan(baseURL, b.mobile)).state).toBe('finished');

    // Records of the loan repaid late: its penalty, under a name that does not say it is still growing.
    await page.goto(`${baseURL}#/records?orderNo=${loan.orderNo}`);
    await page.locator('[data-figure="penalty"]').waitFor();
    expect(await repayFigure(page, 'penalty')).toBe(tzs(loan.penalty));
    const label = await page.locator('[data-figure="penalty"] dt').first().innerText();
    expect(label).toBe(t.loan.figures.penalty);
    expect(label).not.toMatch(/so far|hadi sasa/i);
  });
});
