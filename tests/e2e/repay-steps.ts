import type { Browser, Page } from 'playwright-core';
import { openPhone, type Phone } from '../helpers/browser.ts';
import { sandbox, uniqueMobile } from '../helpers/sandbox.ts';
import { expectHeading, registerThroughUi, TEXT, type Lang } from './app-steps.ts';

/** Steps to a borrower with money out, and what the repay screens show, shared by the repayment tests. */

type Texts = (typeof TEXT)['en'];

export interface Borrower {
  phone: Phone;
  page: Page;
  mobile: string;
  t: Texts;
}

/**
 * A new borrower, registered through the app, whose application the sandbox completes, then through the
 * app: apply for `productId` (its largest amount), review decided, money taken, payout decided. Ends on
 * the lending screen with the loan repaying. About 15 s.
 */
export async function disbursedBorrower(
  browser: Browser,
  baseURL: string,
  lang: Lang,
  productId = 'p1',
): Promise<Borrower> {
  const sb = sandbox(baseURL);
  const t = TEXT[lang];
  const phone = await openPhone(browser, { baseURL, locale: lang === 'sw' ? 'sw-TZ' : 'en-US' });
  const { page } = phone;
  const mobile = uniqueMobile('approved');
  await page.goto(`${baseURL}#/user/register`);
  await registerThroughUi(page, lang, mobile);
  await expectHeading(page, t.home.title);
  await sb.fillProfile(mobile, 'questionnaire');

  await page.goto(`${baseURL}#/borrow/confirm_borrow?productId=${productId}`);
  await page.getByText(t.loan.figures.totalCost, { exact: true }).waitFor();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
  await expectHeading(page, t.screens.reviewTips);
  await sb.decideNow(mobile);
  await page.getByText(t.borrow.approvedTitle, { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: t.loan.action.getMoney }).click();
  await expectHeading(page, t.screens.lending);
  await sb.decideNow(mobile);
  await page.getByText(t.loan.state.repaying, { exact: true }).waitFor({ timeout: 15_000 });
  return { phone, page, mobile, t };
}

/** From Home, the one action of a repaying (or overdue) loan leads to the repay detail. */
export async function openRepayFromHome(b: Borrower, baseURL: string, action: 'repay' | 'repayNow') {
  await b.page.goto(baseURL);
  await b.page.getByRole('button', { name: b.t.loan.action[action], exact: true }).click();
  await expectHeading(b.page, b.t.screens.repayDetail);
  await b.page.getByTestId('repay-owed').waitFor();
}

/** One figure of the repay detail (`data-figure`), as text. */
export async function repayFigure(page: Page, id: string): Promise<string> {
  return (await page.locator(`[data-figure="${id}"] dd`).first().innerText()).trim();
}

/** The amount field of the repay detail, by its label. */
export const amountField = (b: Borrower) => b.page.getByLabel(b.t.repay.amount.label, { exact: true });

/** Money as the app writes it (formatMoney): the currency, a no-break space, the grouped figure. */
export const tzs = (value: number) => `TZS\u00a0${new Intl.NumberFormat('en-US').format(value)}`;

/** The sandbox's loan of `mobile` (the newest), as the borrower's view. */
export async function sandboxLoan(baseURL: string, mobile: string) {
  const [loan] = (await sandbox(baseURL).loans(mobile)).loans;
  if (!loan) throw new Error(`no loan for ${mobile}`);
  return loan;
}
