import { describe, expect, test } from 'vitest';
import tz from '../../markets/tz.json';
import { expectHeading, expectToast, TEXT } from './app-steps.ts';
import { chooseType, description, staff } from './feedback-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Texts a borrower met wrong in one hour of use (issue 23), in English and Kiswahili: Settings named the
 * language by its key until the Language screen had been opened; the licence line was English in
 * Kiswahili; the feedback reply box kept the sent text; "Pictures (optional) (optional)".
 */

const { baseURL, newBorrower } = e2eFile();

describe.each(['en', 'sw'] as const)('texts in %s', (lang) => {
  const t = TEXT[lang];

  test('Settings names the language, About us prints the licence in the language', async () => {
    const { page } = await newBorrower(lang);
    // Opened straight from its address, as after a reload: the Language screen has never been opened.
    await page.goto('#/user_center/settings');
    await page.reload();
    await expectHeading(page, t.settings.title);
    const language = page.getByRole('link', { name: new RegExp(t.settings.language) });
    await expect.poll(() => language.innerText()).toContain(t.language[lang]);
    expect(await language.innerText()).not.toContain('language.');

    await page.goto('#/user_center/about_us');
    await expectHeading(page, t.screens.aboutUs);
    await page.getByText(tz.lender.licence[lang], { exact: true }).waitFor();
  });

  test('feedback: one "(optional)" on the pictures; the reply box is empty after sending', async () => {
    const u = await newBorrower(lang);
    const { page } = u;
    await page.goto('#/feedback/add_feedback');
    await expectHeading(page, t.screens.addFeedback);
    const pictures = `${t.forms.feedback.images.label} ${t.forms.common.optional}`;
    await page.getByText(pictures, { exact: true }).waitFor();
    expect(await page.getByText(`${t.forms.common.optional} ${t.forms.common.optional}`).count()).toBe(0);

    await chooseType(u, '1');
    await description(u).fill('I repaid on Monday but the loan is still open.');
    await page.getByRole('button', { name: t.feedback.form.send, exact: true }).click();
    await expectHeading(page, t.screens.feedbackResult);
    await staff(baseURL, u.mobile).reply('Which wallet did you pay from?');
    const [ticket] = await staff(baseURL, u.mobile).tickets();
    await page.goto(`#/feedback/feedbackDetail?feedbackId=${ticket!.feedbackId}`);
    await expectHeading(page, t.screens.feedbackDetail);
    const box = page.getByLabel(t.forms.feedbackMessage.text.label, { exact: true });
    await box.fill('M-Pesa, from 0712345678.');
    await page.getByRole('button', { name: t.feedback.detail.send, exact: true }).click();
    await expectToast(page, t.feedback.detail.sent);
    await page.locator('[data-from="user"]').getByText('M-Pesa, from 0712345678.', { exact: true }).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    // And it stays empty after a reload: no draft of the sent reply is left behind.
    await page.reload();
    await expectHeading(page, t.screens.feedbackDetail);
    await page.locator('[data-from="user"]').first().waitFor();
    expect(await page.getByLabel(t.forms.feedbackMessage.text.label, { exact: true }).inputValue()).toBe('');
  });
});
