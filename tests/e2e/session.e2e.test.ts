import { expect, test } from 'vitest';
import { openPhone } from '../helpers/browser.ts';
import { expectHeading, expectToast, loginThroughUi, storedToken, TEXT } from './app-steps.ts';
import { e2eFile } from './setup.ts';

const { baseURL, sb: control, getBrowser, closeAfterTest, newBorrower } = e2eFile();
const t = TEXT.en;

test('a guarded URL without a token lands on login and returns there after login', async () => {
  const first = await newBorrower();
  await first.phone.context.close();

  const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
  const { page } = phone;
  await page.goto(`${baseURL}#/user_center/settings`);
  await expectHeading(page, t.auth.loginTitle);
  expect(new URL(page.url()).hash).toBe('#/user/login?redirect=%2Fuser_center%2Fsettings');
  await loginThroughUi(page, 'en', first.mobile);
  await expectHeading(page, t.settings.title);
  expect(new URL(page.url()).hash).toBe('#/user_center/settings');
});

test("an expired token shows 'Token expired, Please login again' and lands logged out", async () => {
  const { page, mobile } = await newBorrower();
  await page.goto(`${baseURL}#/user_center/settings`);
  await expectHeading(page, t.settings.title);

  await control.expireSession(mobile);
  await page.reload(); // the settings screen's session check, then any call, meets the expired token
  await page.goto(`${baseURL}#/me`);
  await expectToast(page, 'Token expired, Please login again');
  await page.getByRole('link', { name: t.me.loginEntry }).waitFor();
  expect(await storedToken(page)).toBe('');
  // A guarded page now asks for login again.
  await page.goto(`${baseURL}#/user_center/settings`);
  await expectHeading(page, t.auth.loginTitle);
});

test("a login on another device shows 'The account is logged in from another device'", async () => {
  const { phone, mobile } = await newBorrower();
  await control.loggedInElsewhere(mobile);
  await phone.page.goto(`${baseURL}#/me`);
  await expectToast(phone.page, 'The account is logged in from another device');
  await phone.page.getByRole('link', { name: t.me.loginEntry }).waitFor();
  expect(await storedToken(phone.page)).toBe('');
});
