import { describe, expect, test } from 'vitest';
import { expectHeading, expectToast, fill } from './app-steps.ts';
import { addPictures, chooseType, contact, description, staff, type FeedbackUser } from './feedback-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * The feedback centre against the sandbox: a ticket sent with two pictures, answered by staff (the
 * tester's control), the red dot, a reply, the rating; a staff reply carrying markup is shown as text; the
 * feedback form's messages with their exact texts; a server fault on send keeps what was typed.
 */
const { baseURL, sb, newBorrower } = e2eFile();

const LONG = { timeout: 120_000 };
const MARKUP = '<img src=x onerror=alert(1)>';
const REMARK = 'I repaid 5000 on Monday by M-Pesa and my bill still shows it unpaid.';

const user = (lang: 'en' | 'sw'): Promise<FeedbackUser> => newBorrower(lang);

const openList = async (u: FeedbackUser) => {
  await u.page.goto(`${baseURL}#/feedback/feedback_list`);
  await expectHeading(u.page, u.t.screens.feedback);
};

describe('feedback centre', LONG, () => {
  test('a ticket with two pictures is answered by staff, shows the red dot, is replied to and rated', async () => {
    const u = await user('en');
    const { page, t } = u;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await openList(u);
    await page.getByText(t.feedback.emptyTitle, { exact: true }).waitFor();
    await page.getByRole('link', { name: t.feedback.add, exact: true }).click();
    await expectHeading(page, t.screens.addFeedback);
    await chooseType(u, '1');
    await description(u).fill(REMARK);
    await addPictures(u, 0, ['receipt.jpg', 'screen.jpg']);
    await contact(u).fill('0712345678');
    await page.getByRole('radio', { name: t.options.feedbackAppointment.morning, exact: true }).check();
    await page.getByRole('button', { name: t.feedback.form.send, exact: true }).click();

    await expectHeading(page, t.screens.feedbackResult);
    await page.getByText(t.feedback.result.title, { exact: true }).waitFor();
    const [sent] = await staff(baseURL, u.mobile).tickets();
    expect(sent).toMatchObject({ type: 1, status: 1, remark: REMARK, contact: '0712345678' });
    expect(sent?.appointmentTime).toBe('morning');
    expect(sent?.images).toHaveLength(2);

    // Staff answer with markup in the text: the list shows the red dot and "I need to reply".
    await staff(baseURL, u.mobile).reply(`${MARKUP} Which wallet did you pay from?`);
    await page.getByRole('link', { name: t.feedback.result.list, exact: true }).click();
    await expectHeading(page, t.screens.feedback);
    const row = page.locator('a[data-status]').first();
    await row.getByText(t.feedback.status['3'], { exact: true }).waitFor();
    await expect.poll(() => row.getByTestId('red-dot').count()).toBe(1);
    expect(await row.getByTestId('red-dot').innerText()).toBe(t.feedback.newReply);

    await row.click();
    await expectHeading(page, t.screens.feedbackDetail);
    const reply = page.locator('[data-from="staff"]');
    await reply.getByText(`${MARKUP} Which wallet did you pay from?`, { exact: true }).waitFor();
    // Shown as text: no element was made of it, nothing ran.
    expect(await reply.locator('img').count()).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);

    // Opened: the dot is gone from the list.
    await page.goBack();
    await expectHeading(page, t.screens.feedback);
    await page.locator('a[data-status]').first().getByText(t.feedback.status['3'], { exact: true }).waitFor();
    expect(await page.getByTestId('red-dot').count()).toBe(0);

    // The borrower replies: the ticket is back with the platform.
    await page.locator('a[data-status]').first().click();
    await expectHeading(page, t.screens.feedbackDetail);
    await page
      .getByLabel(t.forms.feedbackMessage.text.label, { exact: true })
      .fill('M-Pesa, from 0712345678.');
    await page.getByRole('button', { name: t.feedback.detail.send, exact: true }).click();
    await expectToast(page, t.feedback.detail.sent);
    await page.locator('[data-from="user"]').getByText('M-Pesa, from 0712345678.', { exact: true }).waitFor();
    await page.locator('[data-status="2"]').first().waitFor();
    expect((await staff(baseURL, u.mobile).tickets())[0]?.status).toBe(2);

    // Done: rated once, resolved.
    await staff(baseURL, u.mobile).reply('Your bill is updated now.', 4);
    await page.reload();
    await page.getByText(t.feedback.rating.question, { exact: true }).waitFor();
    await page.getByRole('button', { name: t.feedback.rating.resolved, exact: true }).click();
    await expectToast(page, t.feedback.rating.thanks);
    await page.getByText(t.feedback.rating.doneResolved, { exact: true }).waitFor();
    expect((await staff(baseURL, u.mobile).tickets())[0]?.resolved).toBe(true);
    expect(dialogs).toEqual([]);
  });

  test('every message of the feedback form with its exact text, in Kiswahili', async () => {
    const u = await user('sw');
    const { page, t } = u;
    const f = t.forms.feedback;
    await page.goto(`${baseURL}#/feedback/add_feedback`);
    await expectHeading(page, t.screens.addFeedback);
    const form = page.locator('form');
    const shows = (text: string) => form.getByText(text, { exact: true }).first().waitFor();

    await page.getByRole('button', { name: t.feedback.form.send, exact: true }).click();
    await shows(f.type.required);
    await shows(f.description.required);

    await description(u).fill('Fupi');
    await shows(fill(f.description.minLength, { limit: 10 }));
    await description(u).fill(REMARK);
    await contact(u).fill('si-namba');
    await shows(f.contact.invalid);
    // The call-back time is offered only with a contact.
    await contact(u).fill('');
    await page
      .getByRole('radio', { name: t.options.feedbackAppointment.morning })
      .waitFor({ state: 'detached' });
    await contact(u).fill('amina@example.com');
    await page.getByRole('radio', { name: t.options.feedbackAppointment.morning }).waitFor();

    // Pictures: not a picture, and more than three.
    const input = page.getByLabel(fill(t.forms.upload.addPicture, { count: 0, max: 3 }), { exact: true });
    await input.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await shows(f.images.fileType);
    await addPictures(u, 0, ['a.jpg', 'b.jpg', 'c.jpg']);
    expect(await page.getByLabel(fill(t.forms.upload.addPicture, { count: 3, max: 3 })).count()).toBe(0);
    // A picture over 20 MB is refused before it is read (the component test checks the 4th-picture text).
    await page.getByRole('button', { name: fill(t.forms.upload.remove, { n: 3 }) }).click();
    await page
      .getByLabel(fill(t.forms.upload.addPicture, { count: 2, max: 3 }), { exact: true })
      .setInputFiles({
        name: 'huge.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.alloc(20 * 1024 * 1024 + 1),
      });
    await shows(fill(f.images.maxSize, { limit: 20 }));
  });

  test('a server fault on send keeps everything typed, and the same form sends it afterwards', async () => {
    const u = await user('en');
    const { page, t } = u;
    await page.goto(`${baseURL}#/feedback/add_feedback`);
    await expectHeading(page, t.screens.addFeedback);
    await chooseType(u, '7');
    await description(u).fill(REMARK);
    await contact(u).fill('0712345678');
    await sb.faults({ mode: 'error500', path: 'feedback/create' });
    await page.getByRole('button', { name: t.feedback.form.send, exact: true }).click();
    await expectToast(page, t.errors.requestFailed);
    expect(await description(u).inputValue()).toBe(REMARK);
    expect(await contact(u).inputValue()).toBe('0712345678');
    expect(await staff(baseURL, u.mobile).tickets()).toEqual([]);

    // A reload keeps it too (the engine's draft).
    await page.reload();
    await expectHeading(page, t.screens.addFeedback);
    await expect.poll(() => description(u).inputValue()).toBe(REMARK);
    await page.getByRole('button', { name: t.feedback.form.send, exact: true }).click();
    await expectHeading(page, t.screens.feedbackResult);
    expect((await staff(baseURL, u.mobile).tickets())[0]).toMatchObject({ type: 7, remark: REMARK });
  });
});
