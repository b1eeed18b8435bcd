import { describe, expect, test } from 'vitest';
import { expectHeading } from './app-steps.ts';
import { chooseType, description, staff } from './feedback-steps.ts';
import { applyFromHome, readyBorrower } from './money-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Me (issue 23's guard rails): the payout wallet can be seen and changed from Me with the add-wallet form,
 * and an unread feedback reply shows its red dot on Me's feedback entry, in English and Kiswahili.
 */
const { baseURL, newBorrower } = e2eFile();
describe.each(['en', 'sw'] as const)('in %s', (lang) => {
  test('Me shows the payout wallet and leads to the add-wallet form', async () => {
    const r = await readyBorrower(newBorrower, lang);
    const { page, t } = r;
    await applyFromHome(page, t);
    await page.goto(`${baseURL}#/me`);
    const entry = page.getByRole('link', { name: new RegExp(t.me.wallet) });
    // The sandbox's demo wallet is the borrower's own number, written as everywhere (src/lib/phone.ts
    // formatPhone): 0712 345 678 with no-break spaces.
    const national = r.mobile.replace(/\D/g, '').slice(-9);
    const written = `0${national.slice(0, 3)}\u00a0${national.slice(3, 6)}\u00a0${national.slice(6)}`;
    await expect.poll(() => entry.textContent()).toContain(written);
    await entry.click();
    await expectHeading(page, t.screens.bankCard);
  });

  test('an unread feedback reply shows the red dot on Me', async () => {
    const u = await newBorrower(lang);
    const { page, t } = u;
    await page.goto(`${baseURL}#/feedback/feedback_list`);
    await expectHeading(page, t.screens.feedback);
    await page.getByRole('link', { name: t.feedback.add, exact: true }).click();
    await expectHeading(page, t.screens.addFeedback);
    await chooseType(u, '1');
    await description(u).fill('My repayment of 5000 on Monday does not show in the app yet.');
    await page.getByRole('button', { name: t.feedback.form.send, exact: true }).click();
    await expectHeading(page, t.screens.feedbackResult);
    await staff(baseURL, u.mobile).reply('Which wallet did you pay from?');
    await page.goto(`${baseURL}#/me`);
    const entry = page.getByRole('link', { name: new RegExp(t.me.feedback) });
    await entry.getByText(t.me.feedbackUnread, { exact: true }).waitFor({ state: 'attached' });
  });
});
