import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPhone, type Phone } from '../helpers/browser.ts';
import { layoutProblems } from '../helpers/layout.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { expectHeading, expectToast, fill, registerThroughUi, TEXT, type Lang } from './app-steps.ts';
import { openCashier, payWith, repaymentControls } from './cashier-steps.ts';
import { field } from './kyc-steps.ts';
import { callOfRequest, openConfirmBorrow, readyBorrower } from './money-steps.ts';
import { paidOutBorrower } from './pay-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Dropped connections (issue 24): the phone goes offline (playwright's context.setOffline, which also
 * sets navigator.onLine and fires `offline` / `online` as an Android WebView does). A screen whose code
 * never downloaded says so and appears by itself when the connection is back, without a reload and
 * without losing what was typed; a read that failed offline is made again on reconnect; a money action
 * tapped offline is not sent, says so, and is not sent on reconnect either until the borrower taps again.
 */
const { baseURL, sb, getBrowser, closeAfterTest, newBorrower } = e2eFile();
/** The phone of the test (closed after it), for its network switch. */
let phone: Phone | undefined;
/**
 * A freshly registered borrower on Home, in `lang`, with no app-shell service worker: what is tested is
 * the app's own recovery, for a screen no cache has (a first visit before the worker is installed, or the
 * packaged WebView mode, which has none).
 */
async function borrowerOnHome(lang: Lang): Promise<Page> {
  phone = closeAfterTest(
    await openPhone(await getBrowser(), { baseURL, locale: lang === 'sw' ? 'sw-TZ' : 'en-US' }),
  );
  await phone.context.route(/\/sw\.js$/, (route) => route.abort());
  await phone.page.goto(`${baseURL}#/user/register`);
  await registerThroughUi(phone.page, lang, uniqueMobile());
  await expectHeading(phone.page, TEXT[lang].home.title);
  return phone.page;
}

/** A mark on this page's window: still there later means the page was never reloaded. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { offlineMark: string }).offlineMark = 'still here';
  });
const windowMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { offlineMark?: string }).offlineMark ?? 'reloaded');

/** Moves within the app as a link does (a hash change, no page load). */
const go = (page: Page, hash: string) =>
  page.evaluate((to) => {
    location.hash = to;
  }, hash);

describe.each(['en', 'sw'] as const)('in %s', (lang) => {
  const t = TEXT[lang];

  test('a screen never opened, tapped offline, says so and appears by itself once online; typing kept', async () => {
    const page = await borrowerOnHome(lang);
    await markWindow(page);
    // Half-fill the personal information form, then leave it for Me (both screens' code downloads).
    await go(page, '#/auth/personal_infomation');
    await expectHeading(page, t.screens.personalInfo);
    await field(page, t.forms.personal.firstName.label).fill('Amani');
    await go(page, '#/me');
    await expectHeading(page, t.me.title);

    await phone!.context.setOffline(true);
    await page.getByRole('link', { name: t.me.about }).click();
    await page.getByRole('heading', { name: t.screens.offlineTitle, exact: true }).waitFor();
    await page.getByText(t.screens.offlineBody, { exact: true }).waitFor();
    expect(await page.getByText(t.screens.crashTitle, { exact: true }).count()).toBe(0);
    // In the screen's own frame: its title, and a back arrow to leave it.
    await expectHeading(page, t.screens.aboutUs);
    await page.getByRole('button', { name: t.common.back, exact: true }).waitFor();
    // At 320 px and at 200 % text, Kiswahili's longer words included, nothing is cut or sticks out.
    expect(await layoutProblems(page, `${lang} offline screen`)).toEqual([]);

    await phone!.context.setOffline(false);
    await page
      .getByRole('heading', { name: t.screens.offlineTitle, exact: true })
      .waitFor({ state: 'detached' });
    await expectHeading(page, t.screens.aboutUs);
    expect(await windowMark(page)).toBe('still here');

    // Back to the form: what was typed is there, and the page was still never reloaded.
    await page.goBack();
    await expectHeading(page, t.me.title);
    await page.goBack();
    await expectHeading(page, t.screens.personalInfo);
    await expect.poll(() => field(page, t.forms.personal.firstName.label).inputValue()).toBe('Amani');
    expect(await windowMark(page)).toBe('still here');
  });
});

test('a list read that failed offline loads by itself when the connection is back', async () => {
  const t = TEXT.en;
  const page = await borrowerOnHome('en');
  await markWindow(page);
  // Records' code is downloaded once online; only its data is asked for offline.
  await page.getByRole('link', { name: t.tabs.records }).click();
  await page.getByText(t.records.emptyBody, { exact: true }).waitFor();
  await page.getByRole('link', { name: t.tabs.home }).click();
  await expectHeading(page, t.home.title);

  await phone!.context.setOffline(true);
  await page.getByRole('link', { name: t.tabs.records }).click();
  await page.getByText(t.records.loadFailed, { exact: true }).waitFor();
  await expectToast(page, t.errors.offline);

  await phone!.context.setOffline(false);
  // No tap on "Try again": the read is made again on the `online` event.
  await page.getByText(t.records.emptyBody, { exact: true }).waitFor();
  expect(await windowMark(page)).toBe('still here');
});

test('Apply tapped offline is not sent, says so, and is not sent on reconnect until tapped again', async () => {
  const ready = await readyBorrower(newBorrower, 'en');
  phone = ready.phone;
  const { page, mobile, t } = ready;
  await openConfirmBorrow(page, t);
  const applies: Request[] = [];
  page.on('request', (request) => {
    if (callOfRequest(request) === 'loan/loan-order/apply-market') applies.push(request);
  });

  await phone.context.setOffline(true);
  await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
  await expectToast(page, t.errors.notSent);
  expect(applies).toHaveLength(0); // not even tried on the wire
  expect((await sb.loans(mobile)).loans).toHaveLength(0);

  await phone.context.setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
  // A round trip from the page after the `online` event: a repeat started by it would be on its way.
  await page.evaluate(() => fetch(location.href, { cache: 'no-store' }).then(() => undefined));
  expect(applies).toHaveLength(0);
  expect((await sb.loans(mobile)).loans).toHaveLength(0);
  await expectHeading(page, t.screens.confirmBorrow);

  // The borrower decides: one tap, one order.
  await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
  await expectHeading(page, t.screens.reviewTips);
  expect(applies).toHaveLength(1);
  expect((await sb.loans(mobile)).loans).toHaveLength(1);
});

test('a form whose file did not download (the line dropped) loads by itself when the connection is back', async () => {
  const t = TEXT.en;
  // The chunk of the work form's definition (virtual:forms/work), from the build's chunk → modules list.
  const chunks = JSON.parse(readFileSync(inject('chunkModulesFile'), 'utf8')) as Record<string, string[]>;
  const chunk = Object.entries(chunks).find(([, ids]) => ids.some((id) => id.endsWith('virtual:forms/work')));
  expect(chunk, Object.keys(chunks).join(' ')).toBeDefined();
  const file = path.basename(chunk![0]);
  const page = await borrowerOnHome('en');
  await markWindow(page);
  const dropped = (url: URL) => url.pathname.endsWith(`/${file}`);
  await phone!.context.route(dropped, (route) => route.abort('internetdisconnected'));
  await go(page, '#/auth/additionalInfomation');
  await expectHeading(page, t.screens.additionalInfo);
  await page.getByRole('heading', { name: t.errors.network, exact: true }).waitFor();

  // The line is back: the phone reports it (offline, then online), and no one taps "Try again".
  await phone!.context.unroute(dropped);
  await phone!.context.setOffline(true);
  await phone!.context.setOffline(false);
  await field(page, t.forms.work.companyName.label).waitFor();
  expect(await windowMark(page)).toBe('still here');
});

test('Pay tapped offline in Kiswahili is not sent, says so on the cashier, and no order is made until tapped again', async () => {
  const b = await paidOutBorrower(newBorrower, baseURL, 'sw');
  phone = b.phone;
  const { page, t } = b;
  const payments = repaymentControls(baseURL);
  const orders = async () =>
    (await payments.payments(b.mobile)).orders.filter((o) => o.orderNo === b.orderNo);
  const amount = 5000;
  await openCashier(page, baseURL, b.orderNo, amount);
  await expectHeading(page, t.screens.cashier);
  await page.getByRole('radio', { name: 'M-Pesa', exact: true }).waitFor();

  await phone.context.setOffline(true);
  await payWith(page, t, 'M-Pesa', 'online', amount);
  await page.getByRole('main').getByText(t.errors.notSent, { exact: true }).waitFor();
  expect(await orders()).toHaveLength(0);

  await phone.context.setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
  await page.evaluate(() => fetch(location.href, { cache: 'no-store' }).then(() => undefined));
  expect(await orders()).toHaveLength(0);

  await payWith(page, t, 'M-Pesa', 'online', amount);
  await page.waitForURL(/payOrderId=/);
  expect(await orders()).toHaveLength(1);
});

test('Kiswahili chosen offline, before its texts came: said in English, and the app changes once online', async () => {
  const t = TEXT.en;
  const page = await borrowerOnHome('en');
  await go(page, '#/user_center/language');
  await expectHeading(page, t.language.title);

  await phone!.context.setOffline(true);
  await page.getByRole('radio', { name: t.language.sw }).click();
  await expectToast(page, fill(t.language.whenOnline, { language: t.language.sw }));
  await expectHeading(page, t.language.title);
  await expect.poll(() => page.getByRole('radio', { name: t.language.en }).isChecked()).toBe(true);

  await phone!.context.setOffline(false);
  await expectHeading(page, TEXT.sw.language.title);
  await expectToast(page, TEXT.sw.language.changed);
});

test('a document tapped offline before its sheet ever came says so under the box and opens once online', async () => {
  const t = TEXT.sw;
  phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL, locale: 'sw-TZ' }));
  await phone.context.route(/\/sw\.js$/, (route) => route.abort());
  const { page, context } = phone;
  await page.goto(`${baseURL}#/user/register`);
  await expectHeading(page, t.auth.registerTitle);
  await page.getByLabel(t.auth.mobile, { exact: true }).fill('0712345678');

  await context.setOffline(true);
  await page.getByRole('button', { name: t.documents.names.terms, exact: true }).click();
  await page.getByText(t.screens.partOffline, { exact: true }).waitFor();

  await context.setOffline(false);
  await page.getByRole('dialog', { name: t.documents.titles.terms }).waitFor();
  await page.getByRole('button', { name: t.documents.backToForm }).click();
  expect(await page.getByLabel(t.auth.mobile, { exact: true }).inputValue()).toBe('0712345678');
});
