import { expect, test } from 'vitest';
import type { Phone } from '../helpers/browser.ts';
import { SANDBOX_VERIFY_CODE } from '../../sandbox/config.ts';
import {
  expectHeading,
  expectNoSpinner,
  expectToast,
  logOutAndAskCode,
  storedToken,
  TEXT,
} from './app-steps.ts';
import { e2eFile } from './setup.ts';

const { baseURL, sb: control, newBorrower } = e2eFile();
const t = TEXT.en;

/** A registered borrower, logged out, on the login screen with number and code typed in. */
async function loginFormFilled(): Promise<{ phone: Phone; mobile: string }> {
  const { phone: p, mobile } = await newBorrower();
  // A code is valid only once asked for (issue 27, docs/protocol.md "Verification codes").
  await logOutAndAskCode(p.page, baseURL, mobile);
  await p.page.getByLabel(t.auth.code, { exact: true }).fill(SANDBOX_VERIFY_CODE);
  return { phone: p, mobile };
}

async function expectFormKept(p: Phone, mobile: string): Promise<void> {
  // The number as the field writes it: its national form, with the 0 (issue 27).
  expect(await p.page.getByLabel(t.auth.mobile, { exact: true }).inputValue()).toBe(`0${mobile}`);
  expect(await p.page.getByLabel(t.auth.code, { exact: true }).inputValue()).toBe(SANDBOX_VERIFY_CODE);
  expect(await storedToken(p.page)).toBe('');
}

test.each([
  ['error500', t.errors.requestFailed],
  ['malformed', t.errors.badReply],
] as const)(
  'a %s on login says what happened, hides the spinner and keeps what was typed',
  async (mode, message) => {
    const filled = await loginFormFilled();
    const { phone } = filled;
    await control.faults({ mode, path: 'security/login' });
    await phone.page.getByRole('button', { name: t.auth.login, exact: true }).click();
    await expectToast(phone.page, message);
    await expectNoSpinner(phone.page);
    await expectFormKept(phone, filled.mobile);
    // The same tap works once the server is well again.
    await phone.page.getByRole('button', { name: t.auth.login, exact: true }).click();
    await expectHeading(phone.page, t.home.title);
  },
);

test('a slow reply shows the spinner until it arrives', async () => {
  const filled = await loginFormFilled();
  const { phone } = filled;
  await control.faults({ mode: 'slow', delayMs: 2500, path: 'security/login' });
  await phone.page.getByRole('button', { name: t.auth.login, exact: true }).click();
  await phone.page.getByRole('status').getByText(t.common.loading).waitFor({ state: 'attached' });
  await expectHeading(phone.page, t.home.title);
  await expectNoSpinner(phone.page);
});

test('no answer within 60 s: the spinner goes, the borrower is told, the form is kept', async () => {
  const filled = await loginFormFilled();
  const { phone } = filled;
  await phone.page.clock.install();
  await control.faults({ mode: 'timeout', path: 'security/login' });
  await phone.page.getByRole('button', { name: t.auth.login, exact: true }).click();
  await phone.page.getByRole('status').getByText(t.common.loading).waitFor({ state: 'attached' });
  await phone.page.clock.fastForward(61_000);
  await expectToast(phone.page, t.errors.timeout);
  await expectNoSpinner(phone.page);
  await expectFormKept(phone, filled.mobile);
});

test('no network: the borrower is told and the form is kept', async () => {
  const filled = await loginFormFilled();
  const { phone } = filled;
  // The phone knows it is offline: the call is not sent, and the toast says so (issue 24).
  await phone.context.setOffline(true);
  await phone.page.getByRole('button', { name: t.auth.login, exact: true }).click();
  await expectToast(phone.page, t.errors.notSent);
  await expectNoSpinner(phone.page);
  await expectFormKept(phone, filled.mobile);
});

test('a connection that drops while the phone thinks it is online: told, and the form is kept', async () => {
  const filled = await loginFormFilled();
  const { phone } = filled;
  await phone.page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await phone.page.getByRole('button', { name: t.auth.login, exact: true }).click();
  await expectToast(phone.page, t.errors.network);
  await expectNoSpinner(phone.page);
  await expectFormKept(phone, filled.mobile);
});

test("a wrong code shows 'Invalid verification code' under the field", async () => {
  const filled = await loginFormFilled();
  const { phone } = filled;
  await phone.page.getByLabel(t.auth.code, { exact: true }).fill('000000');
  await phone.page.getByRole('button', { name: t.auth.login, exact: true }).click();
  await phone.page.getByText(t.errors.invalidCode, { exact: true }).waitFor();
  expect(await phone.page.getByLabel(t.auth.code, { exact: true }).getAttribute('aria-invalid')).toBe('true');
});
