import { describe, expect, test } from 'vitest';
import market from '../../markets/tz.json' with { type: 'json' };
import { PRODUCTS } from '../../sandbox/data/products.ts';
import { decrypt } from '../../sandbox/cipher.ts';
import { SANDBOX_VERIFY_CODE } from '../../sandbox/config.ts';
import { apiCalls, type Phone, type PhoneLocale, type RecordedRequest } from '../helpers/browser.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { expectHeading, expectToast, fill, TEXT } from './app-steps.ts';
import { accessibilityProblems } from './repay-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * The promotion pages (`/yx1`, `/yx2`, `/yx3`, `/yx2ConfirmBorrow`) against the sandbox: the link's
 * affiliate id travels in the `afid` header of the registration, the number typed on the promotion page
 * arrives filled in on registration, a registered number gets the spec's message, and a borrower goes on
 * from the offer into the normal journey.
 */

const { baseURL, newPhone, newBorrower } = e2eFile();
const en = TEXT.en;
const sw = TEXT.sw;
const phoneIn = (locale: PhoneLocale = 'en-US') => newPhone({ locale });

/** The call a recorded `/api/…` request made, read the way the server reads it. */
const callOf = (request: RecordedRequest) => decrypt(request.path.split('/')[2] ?? '', market.packageName);

const mobileField = (phone: Phone, t = en) => phone.page.getByLabel(t.auth.mobile, { exact: true });

describe('promotion pages', () => {
  test('a link with an afid carries it into the registration; the number typed on /yx3 arrives filled in', async () => {
    const phone = await phoneIn();
    const { page, requests } = phone;
    const mobile = uniqueMobile();
    await page.goto(`${baseURL}#/yx1?afid=AF123`);
    await expectHeading(page, en.screens.promotion);
    // The range is the server's (sandbox/data/products.ts: 1,000 to 60,000 TZS).
    await page
      .getByTestId('promo-range')
      .getByText(fill(en.promo.range, { min: 'TZS 1,000', max: 'TZS 60,000' }))
      .waitFor();
    await page.getByRole('link', { name: en.promo.start, exact: true }).click();
    await page.waitForURL(/#\/yx3$/);
    await page.getByRole('heading', { name: en.promo.entryTitle, exact: true }).waitFor();
    await mobileField(phone).fill(mobile);
    await page.getByRole('button', { name: en.promo.next, exact: true }).click();

    await expectHeading(page, en.auth.registerTitle);
    // The number as the field writes it: its national form, with the 0 (issue 27).
    expect(await mobileField(phone).inputValue()).toBe(`0${mobile}`);
    // Register as a person would, without typing the number again.
    await page.getByRole('button', { name: en.auth.getCode }).click();
    await expectToast(page, en.auth.codeSent);
    await page.getByLabel(en.auth.code, { exact: true }).fill(SANDBOX_VERIFY_CODE);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: en.auth.register, exact: true }).click();

    // Back on the promotion: its loan confirmation with the offer.
    await expectHeading(page, en.screens.confirmBorrow);
    await page.getByRole('heading', { name: en.promo.offerTitle, exact: true }).waitFor();
    const register = apiCalls(requests).filter((r) => callOf(r) === 'security/register');
    expect(register).toHaveLength(1);
    expect(register[0]?.headers.afid).toBe('AF123');
    // Every call after the link carries it, not only the registration.
    const after = apiCalls(requests);
    expect(after.length).toBeGreaterThan(2);
    expect(after.every((r) => r.headers.afid === 'AF123')).toBe(true);
  });

  test('a malformed afid is not stored: the requests still go out', async () => {
    const { page, requests } = await phoneIn();
    await page.goto(`${baseURL}#/yx2?afid=${encodeURIComponent('bad id\u00e9<x>')}`);
    await page.getByTestId('promo-range').getByText('TZS', { exact: false }).first().waitFor();
    const calls = apiCalls(requests);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((r) => r.headers.afid === '' || r.headers.afid === undefined)).toBe(true);
  });

  test('a registered number gets the exact message and a way to log in with it (Kiswahili)', async () => {
    const { mobile } = await newBorrower();

    const visitor = await phoneIn('sw-TZ');
    const { page } = visitor;
    await page.goto(`${baseURL}#/yx2?afid=AF9`);
    await expectHeading(page, sw.screens.promotion);
    // The login screen's number rules and messages.
    await page.getByRole('button', { name: sw.promo.next, exact: true }).click();
    await page.getByText(sw.auth.mobileRequired, { exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await mobileField(visitor, sw).fill('12');
    await page.getByRole('button', { name: sw.promo.next, exact: true }).click();
    await page.getByText(sw.auth.mobileInvalid, { exact: true }).waitFor();

    await mobileField(visitor, sw).fill(mobile);
    await page.getByRole('button', { name: sw.promo.next, exact: true }).click();
    await page.getByText(sw.errors.alreadyRegistered, { exact: true }).waitFor();
    await expect.poll(() => mobileField(visitor, sw).getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('link', { name: sw.promo.toLogin, exact: true }).click();
    await expectHeading(page, sw.auth.loginTitle);
    // The number as the field writes it: its national form, with the 0 (issue 27).
    expect(await mobileField(visitor, sw).inputValue()).toBe(`0${mobile}`);
  });

  test('the exact English message for a registered number on /yx3', async () => {
    const { mobile } = await newBorrower();

    const visitor = await phoneIn();
    await visitor.page.goto(`${baseURL}#/yx3`);
    await mobileField(visitor).fill(mobile);
    await visitor.page.getByRole('button', { name: en.promo.next, exact: true }).click();
    await visitor.page
      .getByText('This number has been registered, please login directly', { exact: true })
      .waitFor();
    // The entry with its error, a person's way through it: no serious axe violation, 44 px targets.
    expect(await accessibilityProblems(visitor.page)).toEqual([]);
  });

  test("a logged-in borrower sees the product's figures from the server and goes on to confirm borrow", async () => {
    const { page } = await newBorrower('en', { upTo: 'questionnaire' });

    const product = PRODUCTS[1];
    if (!product) throw new Error('the sandbox has no second product');
    await page.goto(`${baseURL}#/yx2ConfirmBorrow?afid=AF123&productId=${product.productId}`);
    await page.getByRole('heading', { name: en.promo.offerTitle, exact: true }).waitFor();
    const figure = (id: string) => page.locator(`[data-figure="${id}"] dd`).innerText();
    expect(await figure('product')).toBe(product.name);
    expect(await figure('amount')).toBe(
      fill(en.promo.amountRange, {
        min: `TZS\u00a0${product.minAmount.toLocaleString('en-US')}`,
        max: `TZS\u00a0${product.maxAmount.toLocaleString('en-US')}`,
      }),
    );
    expect(await figure('term')).toBe(fill(en.loan.figures.termDays, { days: product.termDays }));
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(await figure('serviceFee')).toBe(
      fill(en.promo.serviceFeeValue, { rate: product.serviceFeeRate, tax: product.serviceFeeTaxRate }),
    );

    await page.getByRole('button', { name: en.promo.continue, exact: true }).click();
    await expectHeading(page, en.screens.confirmBorrow);
    await page.waitForURL(new RegExp(`#/borrow/confirm_borrow\\?.*productId=${product.productId}`));
    // The normal confirm borrow: the server's quote for the chosen product.
    await page.getByText(en.loan.figures.totalCost, { exact: true }).waitFor();
  });
});
