// @vitest-environment node
/**
 * Idempotency keys (docs/protocol.md "Idempotency keys"): a money action retried with the same key (the
 * reply was lost, the borrower tapped again) gets the first reply and the sandbox acts once.
 */
import { describe, expect, it, vi } from 'vitest';
import type { LoanOrder } from '../../../src/contract/entities.ts';
import { control } from '../../helpers/sandbox.ts';
import { get, post, sandboxPerTest } from './helpers.ts';
import { latestOrder, readyBorrower, submitted } from './loan-helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

const sb = sandboxPerTest();

const MOBILE = '712345678';
const KEY = { 'Idempotency-Key': 'decision-0001-abcdef' };
const APPLY = { productId: 'p1', amount: 20000 };

async function orderCount(): Promise<number> {
  const reply = await control<{ loans: unknown[] }>(sb, 'GET', `loans?mobile=${MOBILE}`);
  return reply.body.loans.length;
}

describe('a repeated key', () => {
  it('apply: the retry gets the first reply (same order number) and one order exists', async () => {
    const token = await readyBorrower(sb, MOBILE);
    const first = await post(sb, 'loan/loan-order/apply-market', APPLY, { token, headers: KEY });
    const again = await post(sb, 'loan/loan-order/apply-market', APPLY, { token, headers: KEY });
    expect(first.body.code).toBe(0);
    expect(again.body).toEqual(first.body);
    expect(await orderCount()).toBe(1);
  });

  it('without a key the second apply is refused (one open loan): the key is what makes the retry safe', async () => {
    const token = await readyBorrower(sb, MOBILE);
    await post(sb, 'loan/loan-order/apply-market', APPLY, { token });
    const again = await post(sb, 'loan/loan-order/apply-market', APPLY, { token });
    expect(again.body.code).toBe(10030001);
  });

  it('get money: the retry does not fire the payout twice; cancel likewise', async () => {
    const token = await readyBorrower(sb, MOBILE);
    const orderNo = await submitted(sb, token);
    sb.clock += 6000; // approved
    const draw = { token, headers: { 'Idempotency-Key': 'draw-key-0001' } };
    const first = await get(sb, 'loan/get-money', { orderNo }, draw);
    const again = await get(sb, 'loan/get-money', { orderNo }, draw);
    expect(first.body.code).toBe(0);
    // Without the key the second draw is refused (the order is already disbursing); with it, the same reply.
    expect(again.body).toEqual(first.body);
    const cancel = { token, headers: { 'Idempotency-Key': 'cancel-key-0001' } };
    const cancelled = await post(sb, 'loan/cancel-draw-money', { orderNo }, cancel);
    expect(cancelled.body.code).toBe(0);
    expect((await post(sb, 'loan/cancel-draw-money', { orderNo }, cancel)).body).toEqual(cancelled.body);
    expect((await latestOrder(sb, token)).state).toBe<LoanOrder['state']>('cancelled');
  });

  it('a refusal is kept too: the retry hears it again, even once acting would succeed', async () => {
    const token = await readyBorrower(sb, MOBILE);
    const orderNo = await submitted(sb, token); // under review: taking the money is refused
    const draw = { token, headers: { 'Idempotency-Key': 'draw-key-0002' } };
    const refused = await get(sb, 'loan/get-money', { orderNo }, draw);
    expect(refused.body.code).toBe(10030002);
    sb.clock += 6000; // approved now; the same decision still gets its first answer
    expect((await get(sb, 'loan/get-money', { orderNo }, draw)).body).toEqual(refused.body);
  });

  it('the key is the borrower’s and the call’s: another call or another payload is not a replay', async () => {
    const token = await readyBorrower(sb, MOBILE);
    await post(sb, 'loan/loan-order/apply-market', APPLY, { token, headers: KEY });
    const other = await post(
      sb,
      'loan/loan-order/apply-market',
      { ...APPLY, amount: 10000 },
      { token, headers: KEY },
    );
    expect(other.body).toEqual({
      code: 400,
      data: null,
      msg: 'Invalid parameter: this Idempotency-Key was already used for a request with other content; make a new key',
    });
    // The same key on another call acts (here: refused by the rule of one open loan, not replayed).
    const again = await post(sb, 'loan/loan-order/apply-market-again', APPLY, { token, headers: KEY });
    expect(again.body.code).toBe(10030001);
  });

  it('a malformed key is a bad request', async () => {
    const token = await readyBorrower(sb, MOBILE);
    const reply = await post(sb, 'loan/loan-order/apply-market', APPLY, {
      token,
      headers: { 'Idempotency-Key': 'short' },
    });
    expect(reply.status).toBe(400);
    expect(await orderCount()).toBe(0);
  });
});
