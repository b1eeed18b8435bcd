import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sandbox } from '../helpers/sandbox.ts';
import { expectHeading, type Lang, type NewBorrower } from './app-steps.ts';
import { applyFor, approveAndDisburse } from './money-steps.ts';
import type { E2eFile } from './setup.ts';

/** Steps to a borrower with money out, and what the repay screens show, shared by the repayment tests. */

export type Borrower = NewBorrower;

/**
 * A new borrower, registered through the app with the file's `newBorrower` (so the phone is closed after
 * the test), whose application the sandbox completes, then through the app: apply for `productId` (its
 * largest amount), review decided, money taken, payout decided. Ends on the lending screen with the loan
 * repaying. About 15 s.
 */
export async function disbursedBorrower(
  newBorrower: E2eFile['newBorrower'],
  baseURL: string,
  lang: Lang,
  productId = 'p1',
): Promise<Borrower> {
  const b = await newBorrower(lang, { outcome: 'approved', upTo: 'questionnaire' });
  await applyFor(b.page, baseURL, b.t, productId);
  await approveAndDisburse(b.page, sandbox(baseURL), b.mobile, b.t);
  return b;
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

/** The sandbox's clock moved past the due date (91-day term): the borrower's loan, now overdue. */
export async function overdueLoan(baseURL: string, b: Borrower) {
  await sandbox(baseURL).advanceClock({ advanceDays: 94 });
  const loan = await sandboxLoan(baseURL, b.mobile);
  expect(loan.state).toBe('overdue');
  return loan;
}

/** The sandbox's loan of `mobile` (the newest), as the borrower's view. */
export async function sandboxLoan(baseURL: string, mobile: string) {
  const [loan] = (await sandbox(baseURL).loans(mobile)).loans;
  if (!loan) throw new Error(`no loan for ${mobile}`);
  return loan;
}

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown }> }>;
}

/**
 * What stands in a person's way on the screen now: axe's serious and critical violations, and controls a
 * finger can hit that are smaller than 44 × 44 CSS pixels, links inside a sentence aside (the same checks
 * as a11y.e2e.test.ts, which walks the other screens).
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const axe = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(axe, 'utf8'));
  const result = await page.evaluate(
    () => (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run() as Promise<AxeResult>,
  );
  const violations = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input')]
      // A link inside a sentence (a consent's agreement) wraps with its words: WCAG 2.5.8's inline exception.
      .filter(
        (el) =>
          ![...(el.parentElement?.childNodes ?? [])].some(
            (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
          ),
      )
      .map((el) => {
        // A text input is hit through its field frame.
        const box = (el instanceof HTMLInputElement ? el.parentElement : el)?.getBoundingClientRect();
        return box && box.width > 0 && (box.width < 44 || box.height < 44)
          ? `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`
          : null;
      })
      .filter((problem): problem is string => problem !== null),
  );
  return [...violations, ...small];
}
