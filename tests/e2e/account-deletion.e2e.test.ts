/**
 * Account deletion in Chromium against the sandbox: refused with the spec's exact words while an
 * application is pending; 'You have to choose the reason.' and 'Choose only one reason'; a server fault
 * keeps the reason and the code; and a deletion that logs the borrower out, leaves nothing of them in
 * localStorage or the IndexedDB journal, gets the old token refused, and frees the number to register again.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { SANDBOX_VERIFY_CODE } from '../../sandbox/config.ts';
import { SessionCode } from '../../src/contract/codes.ts';
import {
  expectHeading,
  expectNoSpinner,
  expectToast,
  registerOnHome,
  storedToken,
  TEXT,
} from './app-steps.ts';
import { field } from './kyc-steps.ts';
import { applyFor } from './money-steps.ts';
import { accessibilityProblems } from './repay-steps.ts';
import { e2eFile } from './setup.ts';

const { baseURL, sb, newBorrower } = e2eFile();
const t = TEXT.en;
const NOT_DELETABLE =
  'Your account has unpaid loans, pending loan applications, etc. Please delete the account after completion.';

const reason = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

/** From Settings, the 'Delete account' entry opens the deletion screen with its form. */
async function openDeletion(page: Page): Promise<void> {
  await page.goto(`${baseURL}#/user_center/settings`);
  await expectHeading(page, t.settings.title);
  await page.getByRole('link', { name: t.settings.deleteAccount }).click();
  await expectHeading(page, t.screens.deleteAccount);
}

/** Every record of the app: localStorage keys of ours and the journal's records (docs/storage.md). */
async function storedRecords(
  page: Page,
): Promise<{ local: Record<string, string>; journal: Record<string, string> }> {
  return page.evaluate(async () => {
    const local: Record<string, string> = {};
    for (const key of Object.keys(localStorage))
      if (key.startsWith('tzloan')) local[key] = localStorage.getItem(key) ?? '';
    const journal = await new Promise<Record<string, string>>((resolve, reject) => {
      const open = indexedDB.open('tzloan');
      open.onerror = () => reject(open.error ?? new Error('no journal'));
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('records')) {
          db.close();
          resolve({});
          return;
        }
        const out: Record<string, string> = {};
        const cursor = db.transaction('records').objectStore('records').openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) {
            db.close();
            resolve(out);
            return;
          }
          out[String(at.key)] = typeof at.value === 'string' ? at.value : JSON.stringify(at.value);
          at.continue();
        };
        cursor.onerror = () => reject(cursor.error ?? new Error('cursor failed'));
      };
    });
    return { local, journal };
  });
}

/** An API call as the app makes it, from the page (the app's own cipher and headers). */
async function userInfoWith(token: string): Promise<number> {
  const { encrypt } = await import('../../sandbox/cipher.ts');
  const pkg = 'com.tz.pesa.loan';
  const url = `${baseURL}api/${encrypt('security/getUserInfo', pkg)}?abcde123=${encrypt(
    JSON.stringify({ t: Math.floor(Date.now() / 1000) }),
    pkg,
  )}`;
  const reply = await fetch(url, {
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      packageName: pkg,
      appName: 'PesaLoan',
      afid: '',
      lang: 'en',
      platform: 'android',
    },
  });
  return ((await reply.json()) as { code: number }).code;
}

test('refused with the exact message while a loan application is pending', async () => {
  const { page } = await newBorrower('en', { outcome: 'approved', upTo: 'questionnaire' });
  await applyFor(page, baseURL, t, 'p1');

  await openDeletion(page);
  await page.getByText(NOT_DELETABLE, { exact: true }).waitFor();
  expect(await accessibilityProblems(page)).toEqual([]);
  await expect(reason(page, t.deleteAccount.reasons.noNeed).count()).resolves.toBe(0);
  expect(await storedToken(page)).not.toBe('');
});

test("'You have to choose the reason.', 'Choose only one reason', and a server fault keeps what was chosen", async () => {
  const { page } = await newBorrower();
  await openDeletion(page);
  const deleteButton = page.getByRole('button', { name: t.deleteAccount.submit, exact: true });

  await deleteButton.click();
  await page.getByText('You have to choose the reason.', { exact: true }).waitFor();
  await page.getByText(t.auth.codeRequired, { exact: true }).waitFor();

  await reason(page, t.deleteAccount.reasons.costHigh).check();
  await expect(page.getByText('You have to choose the reason.', { exact: true }).count()).resolves.toBe(0);
  await reason(page, t.deleteAccount.reasons.privacy).click();
  await page.getByText('Choose only one reason', { exact: true }).waitFor();
  expect(await reason(page, t.deleteAccount.reasons.privacy).isChecked()).toBe(false);
  expect(await reason(page, t.deleteAccount.reasons.costHigh).isChecked()).toBe(true);
  // With its messages on screen, the form has no serious axe finding and no target under 44 px.
  expect(await accessibilityProblems(page)).toEqual([]);

  // The code: asked for, with the resend countdown, then typed.
  await page.getByRole('button', { name: t.auth.getCode }).click();
  await expectToast(page, t.auth.codeSent);
  await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
  await field(page, t.auth.code).fill(SANDBOX_VERIFY_CODE);

  // The server fails: the reason and the code stay, nothing is deleted.
  await sb.faults({ mode: 'error500', path: 'security/verifyCode-deleteUser' });
  await deleteButton.click();
  await expectNoSpinner(page);
  expect(await reason(page, t.deleteAccount.reasons.costHigh).isChecked()).toBe(true);
  expect(await field(page, t.auth.code).inputValue()).toBe(SANDBOX_VERIFY_CODE);
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);

  // A wrong code is said under the field.
  await field(page, t.auth.code).fill('111111');
  await deleteButton.click();
  await page.getByText(t.errors.invalidCode, { exact: true }).waitFor();
  expect(await storedToken(page)).not.toBe('');
});

test('deleted: logged out, nothing of the borrower stored, the old token refused, the number registers again', async () => {
  const { page, mobile } = await newBorrower();
  const token = await storedToken(page);

  // A draft of a form, so there is something of the borrower's to erase besides the session.
  await page.goto(`${baseURL}#/auth/personal_infomation`);
  await expectHeading(page, t.screens.personalInfo);
  await field(page, TEXT.en.forms.personal.firstName.label).fill('Neema');
  await expect
    .poll(async () =>
      Object.keys((await storedRecords(page)).journal).some((k) => k.startsWith('tzloan:draft:')),
    )
    .toBe(true);

  await openDeletion(page);
  await reason(page, t.deleteAccount.reasons.noNeed).check();
  await page.getByRole('button', { name: t.auth.getCode }).click();
  await expectToast(page, t.auth.codeSent);
  await field(page, t.auth.code).fill(SANDBOX_VERIFY_CODE);
  await page.getByRole('button', { name: t.deleteAccount.submit, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.deleteAccount.confirmTitle });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: t.deleteAccount.confirm, exact: true }).click();

  await expectToast(page, t.deleteAccount.deleted);
  await expectHeading(page, t.home.title);
  expect(await storedToken(page)).toBe('');

  // Nothing of the borrower is left on the phone: only the device's own record, without the number or token.
  const others = async () => {
    const { local, journal } = await storedRecords(page);
    // Records are `tzloan:<name>`; the journal's own bookkeeping (`~generation`) holds no user data.
    const keys = [...Object.keys(local), ...Object.keys(journal)].filter((k) => k.startsWith('tzloan:'));
    // Home's last known offer for a visitor (`home:guest:…`, issue 24) is saved as soon as Home draws
    // again after the deletion: it holds the public offer, and the loop below checks it holds nothing of
    // the borrower.
    return keys.filter((key) => key !== 'tzloan:device' && !key.startsWith('tzloan:home:guest:'));
  };
  await expect.poll(others).toEqual([]);
  const { local, journal } = await storedRecords(page);
  for (const text of [...Object.values(local), ...Object.values(journal)]) {
    expect(text).not.toContain(mobile);
    expect(text).not.toContain(token);
  }

  // The old token is refused by the server; a reload still finds a visitor.
  expect(await userInfoWith(token)).toBe(SessionCode.tokenInvalid);
  await page.reload();
  await page.goto(`${baseURL}#/user_center/delete_account`);
  await page.getByRole('button', { name: TEXT.en.home.login }).waitFor();

  // The same number registers again, as a new borrower.
  await registerOnHome(page, baseURL, 'en', mobile);
  expect(await storedToken(page)).not.toBe('');
  expect(await storedToken(page)).not.toBe(token);
});
