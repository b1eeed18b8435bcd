import { describe, expect, test } from 'vitest';
import { apiCalls, openPhone } from '../helpers/browser.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import {
  expectHeading,
  expectToast,
  fill,
  loginThroughUi,
  registerThroughUi,
  storedToken,
  TEXT,
  type Lang,
} from './app-steps.ts';
import { e2eFile } from './setup.ts';

const { baseURL, getBrowser, closeAfterTest, newBorrower } = e2eFile();

/**
 * The walking skeleton: a new borrower opens the app, registers, sees the loan range from the server,
 * logs out and in again, switches language, opens Me and logs out — in the phone's language first.
 */
describe.each([
  ['en', 'sw', 'en-US'],
  ['sw', 'en', 'sw-TZ'],
] as const)('journey starting in %s, switching to %s', (first: Lang, second: Lang, locale) => {
  test('register, log in, home, language, Me, log out', async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL, locale }));
    const { page } = phone;
    const a = TEXT[first];
    const b = TEXT[second];
    const mobile = uniqueMobile();

    // Home, anonymous: the loan range comes from the server.
    await page.goto(baseURL);
    await expectHeading(page, a.home.title);
    await expect
      .poll(() => page.getByTestId('loan-range').textContent())
      .toBe(fill(a.home.range, { min: 'TZS 1,000', max: 'TZS 60,000' }));
    await page.getByText('Haraka Cash').waitFor();

    // Login with an unknown number sends the borrower to register, number kept.
    await page
      .getByRole('link', { name: a.home.login })
      .or(page.getByRole('button', { name: a.home.login }))
      .click();
    await expectHeading(page, a.auth.loginTitle);
    await page.getByLabel(a.auth.mobile, { exact: true }).fill(`0${mobile}`);
    await page.getByRole('button', { name: a.auth.getCode }).click();
    await expectToast(page, a.errors.notRegistered);
    await expectHeading(page, a.auth.registerTitle);
    expect(await page.getByLabel(a.auth.mobile, { exact: true }).inputValue()).toBe(`0${mobile}`);

    // Register: lands back home, logged in, with the next step offered.
    await page.getByLabel(a.auth.mobile, { exact: true }).fill(mobile);
    await registerThroughUi(page, first, mobile);
    await expectToast(page, a.auth.loggedIn);
    await expectHeading(page, a.home.title);
    await page.getByRole('button', { name: a.home.apply }).waitFor();
    expect(await storedToken(page)).not.toBe('');

    // Log out from settings (Me → Settings), then log in again from Me.
    await page.getByRole('link', { name: a.tabs.me, exact: true }).click();
    await expectHeading(page, a.me.title);
    await page
      .getByText(fill(a.me.greeting, { name: `0${mobile.replace(/(\d{3})(?=\d)/g, '$1\u00a0')}` }))
      .waitFor();
    await page.getByRole('link', { name: a.me.settings }).click();
    await expectHeading(page, a.settings.title);
    await page.getByRole('button', { name: a.settings.logout }).click();
    await page.getByRole('dialog').getByRole('button', { name: a.settings.logout }).click();
    await expectToast(page, a.settings.exited);
    await expectHeading(page, a.me.title);
    expect(await storedToken(page)).toBe('');
    await page.getByRole('link', { name: a.me.loginEntry }).click();
    await expectHeading(page, a.auth.loginTitle);
    await loginThroughUi(page, first, mobile);
    await expectToast(page, a.auth.loggedIn);
    await expectHeading(page, a.me.title); // back where the login started

    // Home with the range, then the first step of the application (step code 6 → personal info).
    await page.getByRole('link', { name: a.tabs.home, exact: true }).click();
    await expectHeading(page, a.home.title);
    await page.getByRole('button', { name: a.home.apply }).click();
    await expectHeading(page, a.screens.personalInfo);
    expect(new URL(page.url()).hash).toBe('#/auth/personal_infomation');

    // Switch language: Me → Settings → Language.
    await page.goto(`${baseURL}#/user_center/language`);
    await expectHeading(page, a.language.title);
    await page.getByRole('radio', { name: b.language[second] }).check();
    await expectToast(page, b.language.changed);
    await expectHeading(page, b.language.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(second);

    // Me in the new language, then log out.
    await page.goto(`${baseURL}#/me`);
    await expectHeading(page, b.me.title);
    await page.getByRole('navigation', { name: b.tabs.label }).getByText(b.tabs.home).waitFor();
    await page.getByRole('link', { name: b.me.settings }).click();
    await expectHeading(page, b.settings.title);
    await page.getByRole('button', { name: b.settings.logout }).click();
    await page.getByRole('dialog').getByRole('button', { name: b.settings.logout }).click();
    await expectToast(page, b.settings.exited);
    await page.getByRole('link', { name: b.me.loginEntry }).waitFor();
    expect(await storedToken(page)).toBe('');

    // The language was sent to the server and survives a reload.
    const langs = new Set(apiCalls(phone.requests).map((r) => r.headers.lang));
    expect(langs).toEqual(new Set(['en', 'sw_KE']));
    await page.reload();
    await expectHeading(page, b.me.title);
    expect(phone.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

test('the wire carries no plain path and no plain field names', async () => {
  const { phone, page, mobile } = await newBorrower();
  await page.goto(`${baseURL}#/me`);
  await expectHeading(page, TEXT.en.me.title);

  const calls = apiCalls(phone.requests);
  expect(calls.length).toBeGreaterThanOrEqual(6);
  const plainWords =
    /security|login|register|getVerifyCode|existsByMobile|homepage|loanMarket|country|getUserInfo|mobile|"code"|countryCode|"t"/i;
  for (const call of calls) {
    const segment = call.path.replace(/^\/(api|cou)\//, '');
    expect(segment).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(call.path).not.toMatch(plainWords);
    const names =
      call.method === 'GET' ? Object.keys(call.query) : Object.keys(JSON.parse(call.body ?? '{}') as object);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^[A-Za-z]{5}[0-9]{3}$/);
    expect(call.url).not.toContain(mobile);
    expect(call.body ?? '').not.toMatch(plainWords);
    expect(call.body ?? '').not.toContain(mobile);
    expect(call.headers.packagename).toBe('com.tz.pesa.loan');
    expect(call.headers['cache-control']).toBe('no-cache');
  }
  // Field names are fresh per request.
  const allNames = calls.map((c) =>
    c.method === 'GET' ? Object.keys(c.query)[0] : Object.keys(JSON.parse(c.body ?? '{}') as object)[0],
  );
  expect(new Set(allNames).size).toBe(allNames.length);
});
