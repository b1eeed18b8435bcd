import { sandbox } from '../helpers/sandbox.ts';
import { get, post, type TestSandbox } from '../unit/sandbox/helpers.ts';
import { storedToken, type Lang } from './app-steps.ts';
import type { Borrower } from './repay-steps.ts';
import type { E2eFile } from './setup.ts';

function must<T>(what: string, reply: { body: { code: number; msg: string; data: T } }): T {
  if (reply.body.code !== 0) throw new Error(`${what}: ${reply.body.code} ${reply.body.msg}`);
  return reply.body.data;
}

/**
 * A borrower with money out, for the repayment tests that start there (pay-once, repay-clarity). The
 * borrower registers through the app; the loan is applied for, submitted and drawn with the app's own
 * calls (encrypted, with the app's token) and the sandbox's "decide now", instead of through the borrow
 * screens: what these tests check starts at the repay detail, and the borrow screens have tests of their
 * own (repay-steps.ts `disbursedBorrower` walks them). Ends on Home with the loan repaying. Made with the
 * file's `newBorrower`, so the phone is closed after the test.
 */
export async function paidOutBorrower(
  newBorrower: E2eFile['newBorrower'],
  baseURL: string,
  lang: Lang,
  productId = 'p1',
  amount = 20000,
): Promise<Borrower & { orderNo: string; token: string }> {
  const sb = sandbox(baseURL);
  const b = await newBorrower(lang, { outcome: 'approved', upTo: 'questionnaire' });
  const { page, mobile, t } = b;

  const token = await storedToken(page);
  const api = { origin: baseURL.replace(/\/$/, '') } as TestSandbox;
  const applied = must(
    'apply',
    await post<{ orderNo: string }>(api, 'loan/loan-order/apply-market', { productId, amount }, { token }),
  );
  const { orderNo } = applied;
  must('submit', await post(api, 'user/submit', { orderNo }, { token }));
  await sb.decideNow(mobile);
  must('get-money', await get(api, 'loan/get-money', { orderNo }, { token }));
  await sb.decideNow(mobile);
  await page.reload();
  await page.getByText(t.loan.state.repaying, { exact: true }).first().waitFor({ timeout: 15_000 });
  return { ...b, orderNo, token };
}
