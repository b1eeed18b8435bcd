import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { openPhone } from '../helpers/browser.ts';
import { layoutProblems, LAYOUT_SETTINGS, settle, trackRequests } from '../helpers/layout.ts';
import { controlOk, uniqueMobile } from '../helpers/sandbox.ts';

import { ROUTES, PATHS } from '../../src/routing/routes.ts';
import { expectHeading, LOCALE, registerThroughUi, TEXT, type Lang } from './app-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * The layout walk (issue 23, "Texts and layout"): every screen of the route table, in English and
 * Kiswahili, in the states that show the most (a visitor; a new borrower; a loan under review, approved,
 * being paid out, repaying and overdue; a rejected application and a failed payout), each measured at
 * 320 px at 100 % and 200 % text (Android's font-size setting, as the WebView applies it:
 * tests/helpers/layout.ts) and at 390 px. It fails on a page wider than the phone and on any text cut by its box, naming
 * the screen, the setting, the element and its text. The stories' half of the walk is in
 * storybook.e2e.test.ts.
 */
const { baseURL, sb, getBrowser, closeAfterTest } = e2eFile();
let visits = 0;

afterAll(async () => {
  await sb.resetClock();
  console.log(
    `[layout walk] ${visits} screen visits × ${LAYOUT_SETTINGS.length} settings (320 px at 100/200 % text, 390 px)`,
  );
});

/** Every path of the route table, with the query a screen needs to show its content. */
function everyPath(query: Record<string, string>): string[] {
  const withQuery = (path: string) => {
    const search = new URLSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  };
  return [...new Set(ROUTES.map((route) => route.path))].map(withQuery);
}

const control = (route: string, body: unknown) => controlOk(baseURL, 'POST', route, body);

async function newPhone(lang: Lang): Promise<Page> {
  const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL, locale: LOCALE[lang] }));
  trackRequests(phone.page);
  return phone.page;
}

/** Opens each path, waits for the screen to settle and measures it; returns what is wrong. */
async function walk(page: Page, lang: Lang, state: string, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(`${baseURL}#${path}`);
    await settle(page);
    problems.push(...(await layoutProblems(page, `${lang} ${state} #${path}`)));
    visits += 1;
  }
  return problems;
}

/** A newly registered borrower on Home. */
async function registered(page: Page, lang: Lang, mobile: string): Promise<void> {
  await page.goto(`${baseURL}#${PATHS.register}`);
  await registerThroughUi(page, lang, mobile);
  await expectHeading(page, TEXT[lang].home.title);
}

/** On confirm borrow with the application complete: every agreement ticked, Apply → review tips. */
async function apply(page: Page, lang: Lang): Promise<void> {
  const t = TEXT[lang];
  await page.goto(`${baseURL}#${PATHS.confirmBorrow}?productId=p1`);
  await page.getByText(t.loan.figures.totalCost, { exact: true }).first().waitFor();
  for (const box of await page.getByRole('main').getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
  await expectHeading(page, t.screens.reviewTips);
}

/**
 * Decides the pending review or payout now, unless the sandbox has already decided it on its own (6 s
 * after the request, which a walk on a busy machine can outlast).
 */
async function decide(mobile: string): Promise<void> {
  await sb.decideNow(mobile).catch((error: unknown) => {
    if (!String(error).includes('nothing to decide')) throw error;
  });
}

/** Get my money (on review tips), then the payout waits for the sandbox to decide it. */
async function getMoney(page: Page, lang: Lang, mobile: string): Promise<void> {
  const t = TEXT[lang];
  await page.getByRole('button', { name: t.loan.action.getMoney }).click();
  await expectHeading(page, t.screens.lending);
  await expect.poll(async () => (await sb.loans(mobile)).loans[0]?.state).not.toBe('approved');
}

async function orderNoOf(mobile: string): Promise<string> {
  const [loan] = (await sb.loans(mobile)).loans;
  if (!loan) throw new Error(`no loan for ${mobile}`);
  return loan.orderNo;
}

describe.each(['en', 'sw'] as const)('in %s', (lang) => {
  const t = TEXT[lang];

  test('a visitor: every screen fits the phone, no text is cut', { timeout: 300_000 }, async () => {
    const page = await newPhone(lang);
    expect(await walk(page, lang, 'visitor', everyPath({ productId: 'p1' }))).toEqual([]);
  });

  test(
    'a borrower from the first step to an overdue loan: every screen fits, no text is cut',
    { timeout: 600_000 },
    async () => {
      const page = await newPhone(lang);
      const mobile = uniqueMobile('approved');
      const problems: string[] = [];
      await registered(page, lang, mobile);
      // One coupon that runs out before the loan is overdue, one that does not: both coupon tabs have one.
      await control('coupons/grant', { mobile, amount: 500, validDays: 1 });
      await control('coupons/grant', { mobile, amount: 2000, validDays: 365 });
      problems.push(...(await walk(page, lang, 'new borrower', everyPath({ productId: 'p1' }))));

      await sb.fillProfile(mobile, 'questionnaire');
      problems.push(
        ...(await walk(page, lang, 'application complete', [
          PATHS.home,
          `${PATHS.confirmBorrow}?productId=p1`,
          `${PATHS.yx2ConfirmBorrow}?productId=p1`,
          PATHS.yx1,
        ])),
      );

      await apply(page, lang);
      const orderNo = await orderNoOf(mobile);
      const order = everyPath({ orderNo, productId: 'p1', amount: '5000' });
      const loanScreens = [
        PATHS.home,
        PATHS.records,
        `${PATHS.records}?orderNo=${orderNo}`,
        `${PATHS.reviewTips}?orderNo=${orderNo}`,
        `${PATHS.lending}?orderNo=${orderNo}`,
      ];
      problems.push(...(await walk(page, lang, 'under review', loanScreens)));

      await decide(mobile);
      problems.push(...(await walk(page, lang, 'approved', loanScreens)));
      await page.goto(`${baseURL}#${PATHS.reviewTips}?orderNo=${orderNo}`);
      await getMoney(page, lang, mobile);
      problems.push(...(await walk(page, lang, 'paying out', loanScreens)));

      await decide(mobile);
      await page.getByText(t.loan.state.repaying, { exact: true }).waitFor({ timeout: 15_000 });
      problems.push(...(await walk(page, lang, 'repaying', order)));

      try {
        await sb.advanceClock({ advanceDays: 92 });
        problems.push(
          ...(await walk(page, lang, 'overdue', [
            ...loanScreens,
            `${PATHS.repayDetail}?orderNo=${orderNo}`,
            `${PATHS.extensionDetail}?orderNo=${orderNo}`,
            `${PATHS.cashier}?orderNo=${orderNo}&amount=5000`,
            PATHS.me,
            PATHS.coupons,
          ])),
        );
      } finally {
        await sb.resetClock();
      }
      expect(problems).toEqual([]);
    },
  );

  test(
    'a rejected application and a failed payout: the screens fit, no text is cut',
    { timeout: 300_000 },
    async () => {
      const problems: string[] = [];
      for (const outcome of ['rejected', 'payoutFailed'] as const) {
        const page = await newPhone(lang);
        const mobile = uniqueMobile(outcome);
        await registered(page, lang, mobile);
        await sb.fillProfile(mobile, 'questionnaire');
        await apply(page, lang);
        const orderNo = await orderNoOf(mobile);
        await decide(mobile);
        if (outcome === 'payoutFailed') {
          await getMoney(page, lang, mobile);
          await decide(mobile);
        }
        problems.push(
          ...(await walk(page, lang, outcome, [
            PATHS.home,
            PATHS.records,
            `${PATHS.records}?orderNo=${orderNo}`,
            `${PATHS.reviewTips}?orderNo=${orderNo}`,
            `${PATHS.lending}?orderNo=${orderNo}`,
          ])),
        );
      }
      expect(problems).toEqual([]);
    },
  );
});
