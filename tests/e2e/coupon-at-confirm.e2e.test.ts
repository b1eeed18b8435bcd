/**
 * A coupon at confirm borrow, in Chromium against the sandbox: a coupon a tester grants is offered (none
 * chosen), choosing it brings the server's figures with the fee lowered by the coupon, the loan applied
 * for keeps those figures, and the coupon then shows as used on that loan.
 */
import { expect, test } from 'vitest';
import { controlOk } from '../helpers/sandbox.ts';
import { expectHeading, fill, TEXT } from './app-steps.ts';
import { readyBorrower } from './money-steps.ts';
import { accessibilityProblems, tzs } from './repay-steps.ts';
import { e2eFile } from './setup.ts';

const { baseURL, sb, newBorrower } = e2eFile();
const t = TEXT.en;

async function grantCoupon(mobile: string, amount: number): Promise<void> {
  await controlOk(baseURL, 'POST', 'coupons/grant', { mobile, amount, validDays: 30 });
}

const shillings = (text: string) => Number(text.replace(/[^0-9]/g, ''));

test('a granted coupon chosen at confirm lowers the fee, the loan keeps it, the coupon shows as used', async () => {
  // A new borrower whose application the sandbox completed, on Home.
  const { phone, page, mobile } = await newBorrower('en', { outcome: 'approved', upTo: 'questionnaire' });
  await grantCoupon(mobile, 500);
  await page.reload();

  await page.getByRole('button', { name: t.home.apply }).click();
  await expectHeading(page, t.screens.confirmBorrow);
  const fee = page.locator('[data-figure="serviceFee"] dd');
  await fee.waitFor();
  const feeBefore = shillings(await fee.innerText());
  expect(feeBefore).toBeGreaterThan(500);
  // Offered, none chosen until the borrower picks.
  await expect(page.getByRole('radio', { name: t.borrow.couponNone }).isChecked()).resolves.toBe(true);
  const coupon = page.getByRole('radio', { name: /Repayment coupon/ });
  await expect(coupon.isChecked()).resolves.toBe(false);
  expect(await accessibilityProblems(page)).toEqual([]);

  await coupon.check();
  // The server's figures with the coupon: the fee is 500 lower and the coupon has its own line.
  await expect.poll(async () => shillings(await fee.innerText())).toBe(feeBefore - 500);
  await expect.poll(() => page.locator('[data-figure="couponDiscount"] dd').innerText()).toBe(tzs(500));
  const received = shillings(await page.locator('[data-figure="received"] dd').innerText());

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
  await expectHeading(page, t.screens.reviewTips);

  // The loan applied for has the figures with the coupon.
  const [loan] = (await sb.loans(mobile)).loans;
  expect(loan?.serviceFee).toBe(feeBefore - 500);
  expect(loan?.receivedAmount).toBe(received);

  // The coupon is now used, on that loan.
  await page.goto(`${baseURL}#/me/coupons`);
  await expectHeading(page, t.me.coupon);
  await page.getByText(t.coupons.emptyAvailable, { exact: true }).waitFor();
  await page.getByRole('button', { name: t.coupons.used, exact: true }).click();
  await page.getByText(new RegExp(`for loan ${loan?.orderNo ?? 'missing'}`)).waitFor();
  expect(phone.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

for (const lang of ['en', 'sw'] as const) {
  test(`a coupon worth more than the fee says how much of it is used, before and after it is chosen (${lang})`, async () => {
    const texts = TEXT[lang];
    const { phone, page, mobile } = await readyBorrower(newBorrower, lang);
    await page.getByRole('button', { name: texts.home.apply }).click();
    await expectHeading(page, texts.screens.confirmBorrow);
    const fee = shillings(await page.locator('[data-figure="serviceFee"] dd').innerText());
    // Worth 400 more than the whole fee (issue 23: TZS 400 of a TZS 2,000 coupon vanished without a word).
    const worth = fee + 400;
    await grantCoupon(mobile, worth);
    await page.reload();
    await expectHeading(page, texts.screens.confirmBorrow);

    // Before: the row says only the fee's worth of it would be used, and the rest lost.
    await page
      .getByText(fill(texts.borrow.couponPartUse, { fee: tzs(fee), used: tzs(fee), lost: tzs(400) }), {
        exact: true,
      })
      .waitFor();
    await page.getByRole('radio', { name: /Repayment coupon|Kuponi ya marejesho/ }).check();
    // After: the server's discount, said as part of the coupon, and what is not kept.
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: tzs(worth) })
          .textContent(),
      )
      .toBe(fill(texts.borrow.couponUsedPart, { used: tzs(fee), amount: tzs(worth), lost: tzs(400) }));
    await expect
      .poll(() => page.locator('[data-figure="couponDiscount"] dd').textContent())
      .toBe(fill(texts.borrow.couponDiscountPart, { used: tzs(fee), amount: tzs(worth) }));
    expect(await page.locator('[data-figure="serviceFee"] dd').textContent()).toBe(tzs(0));
    expect(phone.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
}
