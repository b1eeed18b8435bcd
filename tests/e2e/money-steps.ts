import type { Page, Request, Route } from 'playwright-core';
import { decrypt } from '../../sandbox/cipher.ts';
import type { Outcome, SandboxClient } from '../helpers/sandbox.ts';
import { expectHeading, type Lang, type NewBorrower, type Texts } from './app-steps.ts';
import type { E2eFile } from './setup.ts';

/**
 * Steps for the money tests: the logical call a request makes (its path is encrypted on the wire), a reply
 * lost after the request reached the server, and a borrower ready to borrow.
 */

/** The logical path (`loan/get-money`) of an app call, or null for anything else. */
export function callOf(url: string, headers: Record<string, string>): string | null {
  const match = /^\/(?:api|cou)\/([^/?]+)$/.exec(new URL(url).pathname);
  const packageName = headers['packagename'];
  if (!match?.[1] || !packageName) return null;
  try {
    return decrypt(match[1], packageName);
  } catch {
    return null;
  }
}

export const callOfRequest = (request: Request) => callOf(request.url(), request.headers());

/**
 * The next `count` calls to `path` reach the sandbox (which acts on them) and their replies are lost on
 * the way back, as when the connection drops at the wrong moment. Resolves with the requests let through.
 */
export async function loseReplies(page: Page, path: string, count = 1): Promise<Request[]> {
  const through: Request[] = [];
  const handler = async (route: Route) => {
    const request = route.request();
    if (through.length >= count || callOfRequest(request) !== path) {
      await route.fallback();
      return;
    }
    through.push(request);
    await route.fetch(); // the server gets it and acts
    await route.abort('connectionreset'); // the phone never hears back
  };
  await page.route(/\/(api|cou)\//, handler);
  return through;
}

/** The next `count` calls to `path` never reach the server (offline). */
export async function failCalls(page: Page, path: string, count = 1): Promise<void> {
  let failed = 0;
  await page.route(/\/(api|cou)\//, async (route) => {
    if (failed >= count || callOfRequest(route.request()) !== path) {
      await route.fallback();
      return;
    }
    failed += 1;
    await route.abort('internetdisconnected');
  });
}

/**
 * A registered borrower whose profile is complete (forms, ID card, wallet, questionnaire), on Home; made
 * with the file's `newBorrower`, so the phone is closed after the test.
 */
export async function readyBorrower(
  newBorrower: E2eFile['newBorrower'],
  lang: Lang,
  outcome: Outcome = 'approved',
): Promise<NewBorrower> {
  const b = await newBorrower(lang, { outcome, upTo: 'questionnaire' });
  await b.page.reload();
  return b;
}

/** Confirm borrow from Home: figures shown, agreement ticked, Apply not yet tapped. */
export async function openConfirmBorrow(page: Page, t: Texts): Promise<void> {
  await page.getByRole('button', { name: t.home.apply }).click();
  await expectHeading(page, t.screens.confirmBorrow);
  await page.getByText(t.loan.figures.totalCost, { exact: true }).waitFor();
  await page.getByRole('checkbox').first().check();
}

/** Confirm borrow of `productId` opened by its address, agreed, and Apply tapped → review tips. */
export async function applyFor(page: Page, baseURL: string, t: Texts, productId: string): Promise<void> {
  await page.goto(`${baseURL}#/borrow/confirm_borrow?productId=${productId}`);
  await page.getByText(t.loan.figures.totalCost, { exact: true }).waitFor();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
  await expectHeading(page, t.screens.reviewTips);
}

/** From Home: confirm borrow agreed and Apply tapped → review tips. */
export async function applyFromHome(page: Page, t: Texts): Promise<void> {
  await openConfirmBorrow(page, t);
  await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
  await expectHeading(page, t.screens.reviewTips);
}

/**
 * On review tips: the review decides (the sandbox skips its delay) and the screen moves on by itself to
 * the approval; the money is taken and the payout decided, until the lending screen says repaying.
 */
export async function approveAndDisburse(page: Page, sb: SandboxClient, mobile: string, t: Texts) {
  await sb.decideNow(mobile);
  await expectHeading(page, t.screens.confirmBorrow);
  await page.getByText(t.borrow.approvedTitle, { exact: true }).waitFor();
  await page.getByRole('button', { name: t.loan.action.getMoney }).click();
  await expectHeading(page, t.screens.lending);
  await sb.decideNow(mobile);
  await page.getByText(t.loan.state.repaying, { exact: true }).waitFor({ timeout: 15_000 });
}
