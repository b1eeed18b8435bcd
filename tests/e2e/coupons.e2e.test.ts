/**
 * Coupons and the lucky draw in Chromium against the sandbox: a coupon a tester grants is listed with its
 * amount and date; a granted draw shows the draw, which wins a coupon that joins the list; the used tab
 * has its own call and says 'No data' when empty.
 */
import { expect, test } from 'vitest';
import { apiCalls, openPhone, recordRequests } from '../helpers/browser.ts';
import { controlOk } from '../helpers/sandbox.ts';
import { expectHeading, fill, TEXT } from './app-steps.ts';
import { accessibilityProblems, tzs } from './repay-steps.ts';
import { decrypt } from '../../sandbox/cipher.ts';
import { e2eFile } from './setup.ts';

const { baseURL, getBrowser, closeAfterTest, newBorrower } = e2eFile();
const t = TEXT.en;

/** A coupon control (sandbox/controls/coupons.ts), as a tester sends it. */
async function couponControl(path: 'grant' | 'draws', body: Record<string, unknown>): Promise<void> {
  await controlOk(baseURL, 'POST', `coupons/${path}`, body);
}

test('a granted coupon is listed with its amount and date; the used tab says No data', async () => {
  const { page, mobile } = await newBorrower();
  const requests = recordRequests(page);
  await couponControl('grant', { mobile, amount: 2500, validDays: 30 });

  await page.goto(`${baseURL}#/me/coupons`);
  await expectHeading(page, t.me.coupon);
  const list = page.getByRole('list', { name: t.coupons.available });
  await list.waitFor();
  const item = list.getByRole('listitem');
  await expect(item.count()).resolves.toBe(1);
  const text = await item.innerText();
  expect(text).toContain(tzs(2500));
  expect(text).toContain('Repayment coupon');
  expect(text).toMatch(/Use by \d{2}-\d{2}-\d{4}/);
  await page.getByRole('button', { name: `${t.coupons.available} (1)`, exact: true }).waitFor();
  expect(await accessibilityProblems(page)).toEqual([]);
  // No draw was granted: no draw is offered.
  await expect(page.getByTestId('lucky-draw').count()).resolves.toBe(0);

  await page.getByRole('button', { name: t.coupons.used, exact: true }).click();
  await page.getByText(t.common.noData, { exact: true }).waitFor();
  await page.getByText(t.coupons.emptyUsed, { exact: true }).waitFor();
  const packageName = 'com.tz.pesa.loan';
  const called = apiCalls(requests).map((r) => decrypt(r.path.split('/').pop() ?? '', packageName));
  expect(called).toContain('lottery-draw/coupons');
  expect(called).toContain('lottery-draw/coupon/used');
});

test('the lucky draw wins a coupon, shown, then listed', async () => {
  const { page, mobile } = await newBorrower();
  await couponControl('draws', { mobile });

  await page.goto(`${baseURL}#/me/coupons`);
  await expectHeading(page, t.me.coupon);
  await page.getByText(t.coupons.emptyAvailable, { exact: true }).waitFor();
  const draw = page.getByTestId('lucky-draw');
  await draw.getByRole('heading', { name: t.coupons.drawTitle }).waitFor();
  expect(await accessibilityProblems(page)).toEqual([]);
  await draw.getByRole('button', { name: t.coupons.drawNow, exact: true }).click();

  const dialog = page.getByRole('dialog', { name: t.coupons.wonTitle });
  await dialog.waitFor();
  const won = fill(t.coupons.wonBody, { amount: tzs(500), date: 'DATE' }).split('DATE')[0] ?? '';
  expect(await dialog.innerText()).toContain(won);
  expect(await accessibilityProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: t.common.ok, exact: true }).click();

  const list = page.getByRole('list', { name: t.coupons.available });
  await list.waitFor();
  expect(await list.innerText()).toContain(tzs(500));
  // The one draw is used: the draw is no longer offered.
  await expect.poll(() => page.getByTestId('lucky-draw').count()).toBe(0);
});

test('a visitor is asked to log in first', async () => {
  const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
  await phone.page.goto(`${baseURL}#/me/coupons`);
  await expectHeading(phone.page, t.me.coupon);
  await phone.page.getByRole('button', { name: t.home.login }).waitFor();
});
