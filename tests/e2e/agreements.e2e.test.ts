import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import enDocuments from '../../content/documents/en.json';
import swDocuments from '../../content/documents/sw.json';
import { SANDBOX_VERIFY_CODE } from '../../sandbox/config.ts';
import { openPhone } from '../helpers/browser.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { QUESTIONNAIRE_ANSWERS } from './borrow-steps.ts';
import { expectHeading, expectToast, LOCALE, TEXT, type Lang } from './app-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Every consent names its agreement as a link that opens it over the form, readable in the borrower's
 * language, and coming back finds everything typed and ticked as it was (docs/decisions.md, "Every consent
 * names its document"): registration (privacy policy and terms of service) and the credit questionnaire
 * (the loan agreement, read there without figures: they come with the amount on confirm borrow).
 */

const { baseURL, getBrowser, closeAfterTest, newBorrower } = e2eFile();

const DOCUMENTS = { en: enDocuments, sw: swDocuments } as const;

const sheet = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Whether this page has downloaded the agreement sheet's code (its own chunk). */
const sheetCodeRequested = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => /\/AgreementSheet-[\w-]+\.js$/.test(entry.name)),
  );

/** Opens the agreement from its link in the consent sentence and checks it reads in `lang`. */
async function readAgreement(
  page: Page,
  lang: Lang,
  id: 'privacy' | 'terms' | 'loan',
): Promise<ReturnType<typeof sheet>> {
  const t = TEXT[lang];
  await page.getByRole('button', { name: t.documents.names[id], exact: true }).click();
  const open = sheet(page, t.documents.titles[id]);
  await open.waitFor();
  // The document's own headings, in this language, and no placeholder left.
  const first = DOCUMENTS[lang][id].sections[0]!.heading;
  await open.getByRole('heading', { name: first, exact: true }).waitFor();
  expect(await open.textContent()).not.toContain('{{');
  return open;
}

describe.each(['en', 'sw'] as const)('agreements open from their consent, in %s', (lang) => {
  const t = TEXT[lang];

  test('registration: the privacy policy and the terms open over the form; number, code and tick stay', async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL, locale: LOCALE[lang] }));
    const { page } = phone;
    const mobile = uniqueMobile();
    await page.goto('#/user/register');
    await page.getByLabel(t.auth.mobile, { exact: true }).fill(mobile);
    await page.getByRole('button', { name: t.auth.getCode }).click();
    await expectToast(page, t.auth.codeSent);
    await page.getByLabel(t.auth.code, { exact: true }).fill(SANDBOX_VERIFY_CODE);
    const box = page.getByRole('checkbox', {
      name: `${t.documents.agreeTo.two
        .replace('{{first}}', t.documents.names.privacy)
        .replace('{{second}}', t.documents.names.terms)}`,
    });
    await box.check();
    // Ticking is not reading: the sheet's code is not downloaded for a form that never opens it.
    expect(await sheetCodeRequested(page)).toBe(false);

    // The terms, closed with the sheet's own button.
    const terms = await readAgreement(page, lang, 'terms');
    expect(await sheetCodeRequested(page)).toBe(true);
    await terms.getByRole('button', { name: t.documents.backToForm }).click();
    await terms.waitFor({ state: 'detached' });
    // The privacy policy, closed with the phone's Back: the sheet goes, the form stays.
    await readAgreement(page, lang, 'privacy');
    await page.goBack();
    await sheet(page, t.documents.titles.privacy).waitFor({ state: 'detached' });

    await expectHeading(page, t.auth.registerTitle);
    // The number as the field writes it: its national form, with the 0 (issue 27).
    expect(await page.getByLabel(t.auth.mobile, { exact: true }).inputValue()).toBe(`0${mobile}`);
    expect(await page.getByLabel(t.auth.code, { exact: true }).inputValue()).toBe(SANDBOX_VERIFY_CODE);
    expect(await box.isChecked()).toBe(true);
    // And the form still does its job.
    await page.getByRole('button', { name: t.auth.register, exact: true }).click();
    await expectHeading(page, t.home.title);
  });

  test('questionnaire: the loan agreement opens over the answers; every answer and the tick stay', async () => {
    const { page } = await newBorrower(lang, { upTo: 'wallet' });
    await page.goto('#/auth/loan_question');
    await expectHeading(page, t.screens.loanQuestion);

    // Half the answers, then the tick.
    const answered = QUESTIONNAIRE_ANSWERS.slice(0, 6);
    for (const [index, answer] of answered.entries()) {
      const question = page.getByRole('group', { name: t.forms.questionnaire[`q${index + 1}` as 'q1'] });
      await question.getByRole('radio', { name: t.options.answer[answer], exact: true }).check();
    }
    const box = page.getByRole('checkbox', { name: t.forms.questionnaire.loanAgreement.label });
    await box.check();

    const loan = await readAgreement(page, lang, 'loan');
    // No amount is chosen yet: the agreement says where its figures are shown instead of blanks.
    await loan.getByText(DOCUMENTS[lang].loan.withoutQuote, { exact: true }).waitFor();
    await loan.getByRole('button', { name: t.common.close }).click();
    await loan.waitFor({ state: 'detached' });

    await expectHeading(page, t.screens.loanQuestion);
    for (const [index, answer] of answered.entries()) {
      const question = page.getByRole('group', { name: t.forms.questionnaire[`q${index + 1}` as 'q1'] });
      expect(
        await question.getByRole('radio', { name: t.options.answer[answer], exact: true }).isChecked(),
      ).toBe(true);
    }
    expect(await box.isChecked()).toBe(true);
  });
});
