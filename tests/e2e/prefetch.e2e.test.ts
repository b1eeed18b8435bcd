import { describe, expect, test } from 'vitest';
import { expectHeading, TEXT } from './app-steps.ts';
import { fillPersonal } from './kyc-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * A save followed by a lost connection is never a dead end (issue 7): the next screen's code (and its
 * form) downloads while the save is on its way, so the borrower lands on a working next screen even
 * when nothing more can be downloaded once the save has answered.
 */
const { baseURL, sb, newBorrower } = e2eFile();
const en = TEXT.en;

describe('the next screen is fetched with the save', () => {
  test('personal information saved, then no more code can load: the work form still opens', async () => {
    const { page } = await newBorrower();
    await page.goto(`${baseURL}#/auth/personal_infomation`);
    await expectHeading(page, en.screens.personalInfo);
    await fillPersonal(page, 'en');

    // The save takes a while; the next screen's code must arrive before it answers.
    await sb.faults({ mode: 'slow', delayMs: 2000, path: 'user/saveBasicInfo-market' });
    const screenCode = page.waitForResponse(/\/assets\/AdditionalInfoScreen-[\w-]+\.js$/, { timeout: 1500 });
    const formCode = page.waitForResponse(/\/assets\/work-[\w-]+\.js$/, { timeout: 1500 });
    await page.getByRole('button', { name: en.forms.common.next }).click();
    await Promise.all([screenCode, formCode]);
    // From now on no code downloads (the connection dropped for everything but the save in flight).
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort('internetdisconnected'));

    await expectHeading(page, en.screens.additionalInfo);
    await page.getByRole('radio', { name: en.options.employmentType.Employee, exact: true }).waitFor();
    expect(await page.getByText(en.screens.crashTitle).count()).toBe(0);
  });
});
