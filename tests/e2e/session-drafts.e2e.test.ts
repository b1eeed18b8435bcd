import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectHeading, expectToast, loginThroughUi, TEXT, type Lang } from './app-steps.ts';
import { chooseType, contact, description } from './feedback-steps.ts';
import { field, fillPersonal } from './kyc-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Nothing typed is lost when the session ends mid-form (issue 23): the session expires, or is taken on
 * another device, while the borrower fills a form; they type up to the tap on Next or Send, the server
 * refuses the token, they log in again and find every field as they typed it. The old app lost the
 * fields typed in the last moments before Next (written 0.3 s after the typing paused, a write the
 * session's end cancelled) and the whole feedback description.
 */

const { sb, newBorrower } = e2eFile();

type Ending = 'expire' | 'elsewhere';
/** What the borrower is told, by how the session ended. */
const SESSION_MESSAGE = { expire: 'tokenExpired', elsewhere: 'otherDevice' } as const;

async function endSession(mobile: string, how: Ending) {
  if (how === 'expire') await sb.expireSession(mobile);
  else await sb.loggedInElsewhere(mobile);
}

/** The personal form's typed fields as the borrower sees them. */
async function personalValues(page: Page, lang: Lang) {
  const p = TEXT[lang].forms.personal;
  return {
    firstName: await field(page, p.firstName.label).inputValue(),
    lastName: await field(page, p.lastName.label).inputValue(),
    address: await field(page, p.address.label).inputValue(),
    email: await field(page, p.email.label).inputValue(),
    whatsappNo: await field(page, p.whatsappNo.label).inputValue(),
  };
}

describe.each([
  ['en', 'expire'],
  ['sw', 'elsewhere'],
] as const)('a session that ends mid-form (%s, %s)', (lang, how) => {
  const t = TEXT[lang];

  /**
   * A new borrower on the form at `path` (headed `title`, sent with `submit`), whose session then ends.
   * It ends once the form is drawn, not at the title: the shell draws the title before the screen's
   * code, and the personal screen then asks the server for the saved answers, which a session already
   * ended would refuse (the borrower would be on the login screen before the form was ever shown).
   */
  async function sessionEndsOn(path: string, title: string, submit: string) {
    const u = await newBorrower(lang);
    await u.page.goto(path);
    await expectHeading(u.page, title);
    await u.page.getByRole('button', { name: submit }).waitFor();
    await endSession(u.mobile, how);
    return u;
  }

  test('the personal form keeps every field typed up to Next, after logging in again', async () => {
    const u = await sessionEndsOn('#/auth/personal_infomation', t.screens.personalInfo, t.forms.common.next);
    const { page } = u;
    await fillPersonal(page, lang);
    // Then, in one try, the address, e-mail and WhatsApp number changed right before Next, with the
    // page's timers standing still until the server has ended the session: the tap always comes before
    // the typing's pause is over (the old app lost exactly these three).
    const p = t.forms.personal;
    await page.clock.install();
    await field(page, p.address.label).fill('Mtaa wa Samora 14');
    await field(page, p.email.label).fill('amani.j@yahoo.com');
    await field(page, p.whatsappNo.label).fill('0755123456');
    const typed = await personalValues(page, lang);
    await page.getByRole('button', { name: t.forms.common.next }).click();
    await expectToast(page, t.errors[SESSION_MESSAGE[how]]);
    await page.clock.resume();
    await expectHeading(page, t.auth.loginTitle);

    await loginThroughUi(page, lang, u.mobile);
    await expectHeading(page, t.screens.personalInfo);
    await expect.poll(() => personalValues(page, lang), { timeout: 10_000 }).toEqual(typed);
    expect(typed.whatsappNo).toBe('0755123456');
  });

  test('the feedback form keeps its type, description and contact, after logging in again', async () => {
    const u = await sessionEndsOn('#/feedback/add_feedback', t.screens.addFeedback, t.feedback.form.send);
    const { page } = u;
    await chooseType(u, '3');
    await contact(u).fill('0712345678');
    // The description last, Send right after it: the page's timers stand still from here until the
    // server has ended the session, so the tap always comes before the typing's pause is over (the old
    // app wrote the draft 0.3 s after the last keystroke, a write the session's end then cancelled).
    await page.clock.install();
    const words = 'I paid on Monday but the app still shows the loan as open.';
    await description(u).fill(words);
    await page.getByRole('button', { name: t.feedback.form.send }).click();
    await expectToast(page, t.errors[SESSION_MESSAGE[how]]);
    await page.clock.resume();

    // The feedback screens are not guarded: the screen asks the visitor to log in and brings them back.
    await page.getByRole('button', { name: t.home.login }).click();
    await expectHeading(page, t.auth.loginTitle);
    await loginThroughUi(page, lang, u.mobile);
    await expectHeading(page, t.screens.addFeedback);
    await expect.poll(() => description(u).inputValue(), { timeout: 10_000 }).toBe(words);
    expect(await contact(u).inputValue()).toBe('0712345678');
    await page
      .getByRole('button', { name: `${t.forms.feedback.type.label} ${t.options.feedbackType['3']}` })
      .waitFor();
  });
});
