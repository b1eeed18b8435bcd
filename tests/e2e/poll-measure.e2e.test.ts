import { expect, test } from 'vitest';
import { expectHeading } from './app-steps.ts';
import { applyFromHome, callOfRequest, readyBorrower } from './money-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * `MEASURE_POLL=1 npx vitest run -c vitest.e2e.config.ts tests/e2e/poll-measure.e2e.test.ts` prints the
 * calls the review and lending screens make in the 30 s (real time) after the loan reaches a final state
 * (issue 23, "Measured"). Without MEASURE_POLL it checks nothing and returns at once: it waits for real.
 */
const { sb, newBorrower } = e2eFile();

const WINDOW_MS = 30_000;

test(
  'calls in the 30 s after a final state (review: decided; lending: paid out)',
  { timeout: 120_000 },
  async () => {
    if (!process.env['MEASURE_POLL']) return;
    const ready = await readyBorrower(newBorrower, 'en');
    const { page, mobile, t } = ready;
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = callOfRequest(request);
      if (path) calls.push(path);
    });
    await applyFromHome(page, t);
    // Review: rejected is the review's final state (approved moves on to "Get my money" at once).
    await sb.decideNow(mobile);
    await expectHeading(page, t.screens.confirmBorrow);
    calls.length = 0;
    await page.waitForTimeout(WINDOW_MS);
    const afterReview = [...calls];
    await page.getByRole('button', { name: t.loan.action.getMoney }).click();
    await expectHeading(page, t.screens.lending);
    await sb.decideNow(mobile);
    await page.getByText(t.loan.state.repaying, { exact: true }).first().waitFor({ timeout: 15_000 });
    calls.length = 0;
    await page.waitForTimeout(WINDOW_MS);
    const afterLending = [...calls];
    console.log(
      `[poll-measure] review→approved, 30 s on the next screen: ${afterReview.length} calls ${JSON.stringify(afterReview)}\n` +
        `[poll-measure] lending→repaying, 30 s: ${afterLending.length} calls ${JSON.stringify(afterLending)}`,
    );
    expect(afterLending.length).toBeGreaterThanOrEqual(0);
  },
);
