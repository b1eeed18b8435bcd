import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { apiCalls, openPhone, type Phone } from '../helpers/browser.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { SANDBOX_VERIFY_CODE } from '../../sandbox/config.ts';
import { expectHeading, expectToast, logOutAndAskCode, storedToken, TEXT } from './app-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Signing in as a real phone does it (issue 7): inside the native app, whose bridge answers late; with
 * two taps landing in the same task; with a number that has no account.
 */
const { baseURL, sb, getBrowser, closeAfterTest, newPhone, newBorrower } = e2eFile();
const en = TEXT.en;

/**
 * Runs in the page before the app: a native bridge that answers `getLoginInfo` with `token` after
 * `delayMs` and `login` with nothing, recording the actions asked for in `window.bridgeCalls`.
 */
function fakeNativeApp({ token, delayMs }: { token: string; delayMs: number }): void {
  const calls: string[] = [];
  (window as unknown as { bridgeCalls: string[] }).bridgeCalls = calls;
  (window as unknown as { JSBridge: { postMessage(message: string): void } }).JSBridge = {
    postMessage(message: string) {
      const { id, action } = JSON.parse(message) as { id: string; action: string };
      calls.push(action);
      const reply = (data: unknown, ok = true) =>
        (window as unknown as { onNativeResult?: (id: string, reply: string) => void }).onNativeResult?.(
          id,
          JSON.stringify(ok ? { ok, data } : { ok, error: 'cancelled' }),
        );
      if (action === 'getLoginInfo')
        setTimeout(() => reply({ token, packageName: 'com.tz.pesa.loan' }), delayMs);
      else if (action === 'login') setTimeout(() => reply(null, false), 10);
      else setTimeout(() => reply(null), 10);
    },
  };
}

const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { bridgeCalls: string[] }).bridgeCalls);

/** Two clicks dispatched in the same task: both land before React can re-render the button. */
const doubleTap = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });

describe('inside the native app', () => {
  test('a deep link to a guarded page waits for the app’s late token instead of asking it to log in', async () => {
    const registered = await newBorrower();
    const token = await storedToken(registered.phone.page);
    expect(token).not.toBe('');

    const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
    await phone.page.addInitScript(fakeNativeApp, { token, delayMs: 150 });
    await phone.page.goto(`${baseURL}#/user_center/settings`);
    await expectHeading(phone.page, en.settings.title);
    expect(new URL(phone.page.url()).hash).toBe('#/user_center/settings');
    expect(await bridgeCalls(phone.page)).not.toContain('login');
    expect(await storedToken(phone.page)).toBe(token);
  });

  test('without a token from the app, the app is asked to log in once, then the web login', async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
    await phone.page.addInitScript(fakeNativeApp, { token: '', delayMs: 150 });
    await phone.page.goto(`${baseURL}#/user_center/settings`);
    await expectHeading(phone.page, en.auth.loginTitle);
    expect((await bridgeCalls(phone.page)).filter((action) => action === 'login')).toEqual(['login']);
  });
});

// Paths travel encrypted, so count every POST: the call under test is held back by a slow fault and
// nothing else posts in the moment after the taps.
const posts = (phone: Phone) => apiCalls(phone.requests).filter((r) => r.method === 'POST').length;
async function postsOfDoubleTap(phone: Phone, name: string): Promise<number> {
  const before = posts(phone);
  await doubleTap(phone.page, name);
  // The first tap's call leaves after its (asynchronous) encryption, which a busy phone takes its time
  // over: wait for it, then give a second call the same 400 ms to show up.
  await expect.poll(() => posts(phone) - before, { timeout: 10_000 }).toBeGreaterThan(0);
  await phone.page.waitForTimeout(400);
  return posts(phone) - before;
}

describe('sign-in screens', () => {
  test('two taps in the same task send one Get code, one Register and one Log in', async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
    const { page } = phone;
    const mobile = uniqueMobile();
    await page.goto(`${baseURL}#/user/register`);
    await page.getByLabel(en.auth.mobile, { exact: true }).fill(mobile);
    await sb.faults({ mode: 'slow', delayMs: 800, path: 'security/getVerifyCode' });
    expect(await postsOfDoubleTap(phone, en.auth.getCode)).toBe(1);
    await expectToast(page, en.auth.codeSent);

    await page.getByLabel(en.auth.code, { exact: true }).fill(SANDBOX_VERIFY_CODE);
    await page.getByRole('checkbox').check();
    await sb.faults({ mode: 'slow', delayMs: 800, path: 'security/register' });
    expect(await postsOfDoubleTap(phone, en.auth.register)).toBe(1);
    await expectHeading(page, en.home.title);

    // Log out, then log in with a double tap.
    await logOutAndAskCode(page, baseURL, mobile);
    await page.getByLabel(en.auth.code, { exact: true }).fill(SANDBOX_VERIFY_CODE);
    await sb.faults({ mode: 'slow', delayMs: 800, path: 'security/login' });
    expect(await postsOfDoubleTap(phone, en.auth.login)).toBe(1);
    await expectHeading(page, en.home.title);
  });

  test('logging in with a number that has no account moves to registration with the number kept', async () => {
    const { page } = await newPhone();
    const mobile = uniqueMobile();
    await page.goto(`${baseURL}#/user/login`);
    await page.getByLabel(en.auth.mobile, { exact: true }).fill(mobile);
    await page.getByLabel(en.auth.code, { exact: true }).fill(SANDBOX_VERIFY_CODE);
    await page.getByRole('button', { name: en.auth.login, exact: true }).click();
    await expectToast(page, en.errors.notRegistered);
    await expectHeading(page, en.auth.registerTitle);
    // The number as the field writes it: its national form, with the 0 (issue 27).
    expect(await page.getByLabel(en.auth.mobile, { exact: true }).inputValue()).toBe(`0${mobile}`);
  });
});
