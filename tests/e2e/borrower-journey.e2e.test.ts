import { describe, expect, test } from 'vitest';
import { answerQuestionnaire, bindWallet, cameraPhotos, passIdCard } from './borrow-steps.ts';
import { expectHeading, TEXT } from './app-steps.ts';
import { fillWork, personalFromHome } from './kyc-steps.ts';
import { approveAndDisburse } from './money-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * A new borrower from registration to money in the wallet, through every screen of the app and nothing
 * set up behind its back: register, Apply now, personal and work information, the ID card with real
 * 12 MP photos (compressed on the phone), the selfie, the wallet with its code, the questionnaire,
 * confirm borrow, the review, taking the money, disbursement; then Home and Records say where the loan
 * stands. Only the sandbox's review and payout delays are cut short (decideNow). In English and Kiswahili.
 */
const { baseURL, sb, getBrowser, newBorrower } = e2eFile();

describe.each(['en', 'sw'] as const)('a new borrower in %s', (lang) => {
  const t = TEXT[lang];

  test('registration to money disbursed, every step through the screens', { timeout: 240_000 }, async () => {
    const photos = await cameraPhotos(await getBrowser());
    const { phone, page, mobile } = await newBorrower(lang, { outcome: 'approved' });

    // The application: Home's one action leads through each form in turn.
    await personalFromHome(page, lang);
    await fillWork(page, lang);
    await page.getByRole('button', { name: t.forms.common.next }).click();
    await expectHeading(page, t.screens.idCard);
    await passIdCard(page, lang, photos);
    await bindWallet(page, lang);
    await answerQuestionnaire(page, lang);

    // Confirm borrow: the figures, the agreement, Apply → the review.
    await page.getByText(t.loan.figures.totalCost, { exact: true }).waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
    await expectHeading(page, t.screens.reviewTips);
    await page.getByText(t.borrow.reviewTitle, { exact: true }).waitFor();

    // Approved: the review screen moves on by itself; the borrower takes the money.
    await approveAndDisburse(page, sb, mobile, t);

    // The sandbox paid out once (disbursed, shown to the borrower as repaying); Home and Records agree.
    const { loans } = await sb.loans(mobile);
    expect(loans).toHaveLength(1);
    expect(['disbursed', 'repaying']).toContain(loans[0]?.state);
    await page.goto(baseURL);
    await page.getByTestId('order-status').getByText(t.loan.state.repaying, { exact: true }).waitFor();
    await page.getByRole('button', { name: t.loan.action.repay, exact: true }).waitFor();
    await page.goto(`${baseURL}#/records`);
    await page.getByText(t.loan.state.repaying, { exact: true }).first().waitFor();
    expect(phone.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
