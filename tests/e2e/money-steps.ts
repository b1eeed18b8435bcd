import type { Page, Request, Route } from 'playwright-core';
import { decrypt } from '../../sandbox/cipher.ts';
import { openPhone, type Phone } from '../helpers/browser.ts';
import { uniqueMobile, type SandboxClient } from '../helpers/sandbox.ts';
import { expectHeading, registerThroughUi, TEXT, type Lang } from './app-steps.ts';

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

/** A registered borrower whose profile is complete (forms, ID card, wallet, questionnaire), on Home. */
export async function readyBorrower(
  getBrowser: () => Promise<import('playwright-core').Browser>,
  baseURL: string,
  sb: SandboxClient,
  lang: Lang,
  outcome: 'approved' | 'rejected' | 'payoutFailed' = 'approved',
): Promise<{ phone: Phone; page: Page; mobile: string; t: (typeof TEXT)['en'] }> {
  const phone = await openPhone(await getBrowser(), { baseURL, locale: lang === 'sw' ? 'sw-TZ' : 'en-US' });
  const mobile = uniqueMobile(outcome);
  await phone.page.goto(`${baseURL}#/user/register`);
  await registerThroughUi(phone.page, lang, mobile);
  await expectHeading(phone.page, TEXT[lang].home.title);
  await sb.fillProfile(mobile, 'questionnaire');
  await phone.page.reload();
  return { phone, page: phone.page, mobile, t: TEXT[lang] };
}

/** Confirm borrow from Home: figures shown, agreement ticked, Apply not yet tapped. */
export async function openConfirmBorrow(page: Page, t: (typeof TEXT)['en']): Promise<void> {
  await page.getByRole('button', { name: t.home.apply }).click();
  await expectHeading(page, t.screens.confirmBorrow);
  await page.getByText(t.loan.figures.totalCost, { exact: true }).waitFor();
  await page.getByRole('checkbox').first().check();
}
