import { describe, expect, test } from 'vitest';
import { apiCalls, type Phone } from '../helpers/browser.ts';
import { QUESTIONNAIRE_ANSWERS } from './borrow-steps.ts';
import { expectHeading, expectToast, TEXT } from './app-steps.ts';
import { chooseDate, field, fillPersonal, fillWork, personalFromHome, pick } from './kyc-steps.ts';
import { e2eFile } from './setup.ts';

const { baseURL, sb, newBorrower } = e2eFile();

const en = TEXT.en;
const drafts = (page: Phone['page']) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tzloan:draft:')));

describe('the loan application forms', () => {
  test('Apply now → personal information → additional information → ID card, following the step codes', async () => {
    const { phone, page } = await newBorrower();
    await personalFromHome(page, 'en');
    expect(new URL(page.url()).hash).toBe('#/auth/additionalInfomation');

    // Unemployed hides the work fields; choosing Employee shows them again.
    await page.getByRole('radio', { name: en.options.employmentType.Unemployed, exact: true }).check();
    await expect.poll(() => field(page, en.forms.work.companyName.label).count()).toBe(0);
    await fillWork(page, 'en');
    await page.getByRole('button', { name: en.forms.common.next }).click();
    await expectHeading(page, en.screens.idCard);
    expect(await drafts(page)).toEqual([]);
    expect(phone.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  test('what the borrower typed survives a reload and a lost connection, and the draft goes after the submit', async () => {
    const { phone, page } = await newBorrower();
    const { context } = phone;
    await page.goto(`${baseURL}#/auth/personal_infomation`);
    await expectHeading(page, en.screens.personalInfo);
    const p = en.forms.personal;
    await field(page, p.firstName.label).fill('Neema');
    await pick(page, p.state.label, 'Arusha');
    await pick(page, p.city.label, 'Karatu');
    await chooseDate(page, en, p.inputBirthday.label, '29', 2, '2000');
    await page.reload();
    await expectHeading(page, en.screens.personalInfo);
    await expect.poll(() => field(page, p.firstName.label).inputValue()).toBe('Neema');
    await page.getByRole('button', { name: /^District Karatu$/ }).waitFor();
    const birthday = page.getByRole('group', { name: p.inputBirthday.label });
    expect(await birthday.getByLabel(en.forms.date.day).inputValue()).toBe('29');

    // A killed webview: a new page of the same app storage finds it all again.
    await page.close();
    const again = await context.newPage();
    await again.goto(`${baseURL}#/auth/personal_infomation`);
    await expect.poll(() => field(again, p.firstName.label).inputValue()).toBe('Neema');

    // A lost connection: the submit fails, everything typed and the draft stay.
    await fillPersonal(again, 'en');
    await context.setOffline(true);
    await again.getByRole('button', { name: en.forms.common.next }).click();
    // The phone knows it is offline: the submit is not sent, and says so (issue 24).
    await expectToast(again, en.errors.notSent);
    expect(await field(again, p.lastName.label).inputValue()).toBe('Juma');
    expect(await drafts(again)).toHaveLength(1);
    await context.setOffline(false);
    await again.getByRole('button', { name: en.forms.common.next }).click();
    await expectHeading(again, en.screens.additionalInfo);
    expect(await drafts(again)).toEqual([]);
  });

  test('a submit with errors shows the summary, focuses the first field; a double tap sends one request', async () => {
    const { phone, page } = await newBorrower();
    await page.goto(`${baseURL}#/auth/personal_infomation`);
    await expectHeading(page, en.screens.personalInfo);
    await page.getByRole('button', { name: en.forms.common.next }).click();
    const summary = page.getByTestId('error-summary');
    await summary.waitFor();
    expect(await summary.getByRole('button').first().textContent()).toBe(
      `${en.forms.personal.firstName.label} ${en.forms.personal.firstName.required}`,
    );
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_firstName');

    await fillPersonal(page, 'en');
    await sb.faults({ mode: 'slow', delayMs: 1500, path: 'user/saveBasicInfo-market' });
    const before = apiCalls(phone.requests).filter((r) => r.method === 'POST').length;
    await page.getByRole('button', { name: en.forms.common.next }).dblclick();
    await expectHeading(page, en.screens.additionalInfo);
    expect(apiCalls(phone.requests).filter((r) => r.method === 'POST').length - before).toBe(1);
  });

  test('emergency contacts: 0754000001 and 754000001 are the same number; the login phone is refused', async () => {
    const { page, mobile } = await newBorrower();
    await page.goto(`${baseURL}#/auth/additionalInfomation`);
    await expectHeading(page, en.screens.additionalInfo);
    await fillWork(page, 'en', ['0754000001', '754000001']);
    await page.getByRole('button', { name: en.forms.common.next }).click();
    await page.getByText(en.forms.work.contact.sameMobile).first().waitFor();
    await field(page, en.forms.work.contact2.mobile).fill(`0${mobile}`);
    await page.getByRole('button', { name: en.forms.common.next }).click();
    await page.getByText(en.forms.work.contact.ownMobile).first().waitFor();
  });
});

describe('the credit questionnaire, in Kiswahili', () => {
  test('unanswered questions are named; answered, it moves on to confirm the loan', async () => {
    // Personal, work, ID card and wallet done: the questionnaire (step 17) is next.
    const { page } = await newBorrower('sw', { upTo: 'wallet' });
    const sw = TEXT.sw;
    await page.reload();
    await page.getByRole('button', { name: sw.loan.action.continue }).click();
    await expectHeading(page, sw.screens.loanQuestion);
    await page.getByText(sw.kyc.questionnaireIntro).waitFor();
    await page.getByRole('button', { name: sw.forms.common.submit }).click();
    await page.getByRole('heading', { name: sw.forms.questionnaire.summary }).waitFor();
    for (const [index, answer] of QUESTIONNAIRE_ANSWERS.entries()) {
      const question = page.getByRole('group', { name: sw.forms.questionnaire[`q${index + 1}` as 'q1'] });
      await question.getByRole('radio', { name: sw.options.answer[answer], exact: true }).check();
    }
    await page.getByRole('button', { name: sw.forms.common.submit }).click();
    await page.getByText(sw.forms.questionnaire.loanAgreement.required).first().waitFor();
    await page.getByRole('checkbox', { name: sw.forms.questionnaire.loanAgreement.label }).check();
    await page.getByRole('button', { name: sw.forms.common.submit }).click();
    await expectHeading(page, sw.screens.confirmBorrow);
  });
});
