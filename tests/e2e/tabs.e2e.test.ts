import { describe, expect, test } from 'vitest';
import type { Phone } from '../helpers/browser.ts';
import { expectHeading, expectToast, storedToken, TEXT } from './app-steps.ts';
import { field } from './kyc-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Two tabs of the app on one device (two WebViews of the app share storage the same way): a logout in
 * one is not undone by the other, and a tab opened afterwards is logged out (issue 7).
 */
const { baseURL, newBorrower } = e2eFile();
const en = TEXT.en;

const personalStorage = (page: Phone['page']) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('tzloan:draft:'))
      .concat(
        localStorage.getItem('tzloan:authDraft')?.includes('"mobile":""') === false ? ['authDraft'] : [],
      ),
  );

describe('two tabs', () => {
  test('a logout in one tab sticks: the other tab follows and writes nothing back; a new tab is logged out', async () => {
    const { phone } = await newBorrower();
    const first = phone.page;

    // The second tab is half-way through the personal information form.
    const second = await phone.context.newPage();
    await second.goto(`${baseURL}#/auth/personal_infomation`);
    await expectHeading(second, en.screens.personalInfo);
    await field(second, en.forms.personal.firstName.label).fill('Neema');
    await expect.poll(() => personalStorage(second)).toHaveLength(1);

    // The first tab logs out.
    await first.goto(`${baseURL}#/user_center/settings`);
    await expectHeading(first, en.settings.title);
    await first.getByRole('button', { name: en.settings.logout }).click();
    await first.getByRole('dialog').getByRole('button', { name: en.settings.logout }).click();
    await expectToast(first, en.settings.exited);

    // The second tab leaves the guarded form for the login screen, and puts nothing back.
    await expectHeading(second, en.auth.loginTitle);
    await second.waitForTimeout(500);
    expect(await storedToken(second)).toBe('');
    expect(await storedToken(first)).toBe('');
    expect(await personalStorage(first)).toEqual([]);

    // A tab opened now is logged out.
    const third = await phone.context.newPage();
    await third.goto(`${baseURL}#/user_center/settings`);
    await expectHeading(third, en.auth.loginTitle);
    expect(await storedToken(third)).toBe('');
  });
});
