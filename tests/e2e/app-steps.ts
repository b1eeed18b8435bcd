import { en, sw } from '../helpers/texts.ts';
import type { Page } from 'playwright-core';
import type { Phone, PhoneLocale } from '../helpers/browser.ts';
import { sandbox, uniqueMobile, type Outcome, type ProfilePart } from '../helpers/sandbox.ts';
import { expect } from 'vitest';
import { SANDBOX_VERIFY_CODE } from '../../sandbox/config.ts';

/** The exact texts a person sees, straight from the locale files. */
export const TEXT = { en, sw } as const;
export type Lang = keyof typeof TEXT;
export type Texts = (typeof TEXT)['en'];

/** The phone's browser language for each of the app's languages. */
export const LOCALE: Record<Lang, PhoneLocale> = { en: 'en-US', sw: 'sw-TZ' };

/** The text of a locale key with its `{{placeholders}}` filled. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/{{(\w+)}}/g, (_, name: string) => String(params[name]));
}

export async function expectToast(page: Page, message: string): Promise<void> {
  await page.getByText(message, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/** The request spinner is down (its veil no longer blocks the screen). */
export async function expectNoSpinner(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('[data-state="shown"], [data-state="pending"]')
          .filter({ has: page.getByRole('status') })
          .count(),
      {
        timeout: 10_000,
      },
    )
    .toBe(0);
}

/**
 * Registers `mobile` through the register screen as a person would: the number, "Get code", the code
 * from the screen's sandbox hint, the agreement, "Register". Starts on the register screen.
 */
export async function registerThroughUi(page: Page, lang: Lang, mobile: string): Promise<void> {
  const t = TEXT[lang];
  await page.getByLabel(t.auth.mobile, { exact: true }).fill(mobile);
  await page.getByRole('button', { name: t.auth.getCode }).click();
  await expectToast(page, t.auth.codeSent);
  // The code the sandbox accepts is shown on the screen in sandbox builds: read it as a tester would.
  await page.getByText(fill(t.auth.sandboxCode, { code: SANDBOX_VERIFY_CODE }), { exact: true }).waitFor();
  await page.getByLabel(t.auth.code, { exact: true }).fill(SANDBOX_VERIFY_CODE);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.auth.register, exact: true }).click();
}

/** Logs `mobile` in on the login screen. */
export async function loginThroughUi(page: Page, lang: Lang, mobile: string): Promise<void> {
  const t = TEXT[lang];
  await page.getByLabel(t.auth.mobile, { exact: true }).fill(mobile);
  await page.getByRole('button', { name: t.auth.getCode }).click();
  await expectToast(page, t.auth.codeSent);
  await page.getByLabel(t.auth.code, { exact: true }).fill(SANDBOX_VERIFY_CODE);
  await page.getByRole('button', { name: t.auth.login, exact: true }).click();
}

export async function expectHeading(page: Page, name: string): Promise<void> {
  await page
    .getByRole('heading', { name, exact: true, level: 1 })
    .waitFor({ state: 'visible', timeout: 15_000 });
}

export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('tzloan:session') ?? '{}') as { token?: string }).token ?? '',
  );
}

/**
 * Removes one of the app's records from the phone the way a logout would leave it: from localStorage and
 * from the IndexedDB journal the app restores from at start-up (docs/storage.md). Removing it from
 * localStorage alone would be undone by the next start.
 */
export async function removeStoredRecord(page: Page, key: string): Promise<void> {
  await page.evaluate(
    (record) =>
      new Promise<void>((resolve, reject) => {
        localStorage.removeItem(record);
        const open = indexedDB.open('tzloan');
        open.onerror = () => reject(open.error ?? new Error('the journal did not open'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('records')) {
            db.close();
            resolve();
            return;
          }
          const tx = db.transaction('records', 'readwrite');
          tx.objectStore('records').delete(record);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('the journal refused the removal'));
        };
      }),
    key,
  );
}

/**
 * Logs out the way the app's logout leaves the phone (the session record removed), opens the login
 * screen afresh and asks for a code for `mobile` (English).
 */
export async function logOutAndAskCode(page: Page, baseURL: string, mobile: string): Promise<void> {
  const t = TEXT.en;
  await removeStoredRecord(page, 'tzloan:session');
  await page.goto(`${baseURL}#/user/login`);
  await page.reload();
  await expectHeading(page, t.auth.loginTitle);
  await page.getByLabel(t.auth.mobile, { exact: true }).fill(mobile);
  await page.getByRole('button', { name: t.auth.getCode }).click();
  await expectToast(page, t.auth.codeSent);
}

/** Registers `mobile` from the register screen of `baseURL` and waits for Home. */
export async function registerOnHome(page: Page, baseURL: string, lang: Lang, mobile: string): Promise<void> {
  await page.goto(`${baseURL}#/user/register`);
  await registerThroughUi(page, lang, mobile);
  await expectHeading(page, TEXT[lang].home.title);
}

export interface NewBorrower {
  phone: Phone;
  page: Page;
  mobile: string;
  t: Texts;
}

export interface NewBorrowerOptions {
  /** The number's last digit: how the sandbox decides the loan. */
  outcome?: Outcome;
  /** The sandbox fills the application up to this part. */
  upTo?: ProfilePart;
}

/** A new borrower registered through the app on `phone` (opened in `lang`), on Home. */
export async function registerNewBorrower(
  phone: Phone,
  baseURL: string,
  lang: Lang,
  { outcome, upTo }: NewBorrowerOptions = {},
): Promise<NewBorrower> {
  const mobile = uniqueMobile(outcome);
  await registerOnHome(phone.page, baseURL, lang, mobile);
  if (upTo) await sandbox(baseURL).fillProfile(mobile, upTo);
  return { phone, page: phone.page, mobile, t: TEXT[lang] };
}
