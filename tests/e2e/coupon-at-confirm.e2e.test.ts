/**
 * A coupon at confirm borrow, in Chromium against the sandbox: a coupon a tester grants is offered (none
 * chosen), choosing it brings the server's figures with the fee lowered by the coupon, the loan applied
 * for keeps those figures, and the coupon then shows as used on that loan.
 */
import { afterEach, expect, inject, test } from 'vitest';
import { openPhone, setupBrowser, type Phone } from '../helpers/browser.ts';
import { sandbox, uniqueMobile } from '../helpers/sandbox.ts';
import { expectHeading, registerThroughUi, TEXT } from './app-steps.ts';
import { accessibilityProblems, tzs } from './repay-steps.ts';

const baseURL = inject('baseURL');
const sb = sandbox(baseURL);
const getBrowser = setupBrowser();
const t = TEXT.en;

let phone: Phone | undefined;
afterEach(async () => {
  await phone?.context.close();
  phone = undefined;
});

async function grantCoupon(mobile: string, amount: number): Promise<void> {
  const reply = await fetch(`${baseURL}__sandbox/coupons/grant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, amount, validDays: 30 }),
  });
  if (!reply.ok) throw new Error(`coupons/grant: ${reply.status} ${await reply.text()}`);
}

const shillings = (text: string) => Number(text.replace(/[^0-9]/g, ''));

test('a granted coupon chosen at confirm lowers the fee, the loan keeps it, the coupon shows as used', async () => {
  phone = await openPhone(await getBrowser(), { baseURL, locale: 'en-US' });
  const { page } = phone;
  const mobile = uniqueMobile('approved');
  await page.goto(`${baseURL}#/user/register`);
  await registerThroughUi(page, 'en', mobile);
  await expectHeading(page, t.home.title);
  await sb.fillProfile(mobile, 'questionnaire');
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
