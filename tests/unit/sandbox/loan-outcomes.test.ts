// @vitest-environment node
/** Outcomes by the mobile's last digit, one open loan, the draw window, cancelling, and the loan controls. */
import { describe, expect, it, vi } from 'vitest';
import type { LoanOrder } from '../../../src/contract/entities.ts';
import { control } from '../../helpers/sandbox.ts';
import { get, post, register, START_MS, sandboxPerTest } from './helpers.ts';
import { applyFor, DAY, homepage, latestOrder, readyBorrower, submitted } from './loan-helpers.ts';

// A whole journey over HTTP takes seconds when the machine is busy (8 s seen with the suite in parallel).
vi.setConfig({ testTimeout: 30_000 });

const sb = sandboxPerTest();

const S = (ms: number) => Math.floor(ms / 1000);
const refusal = (code: number, msg: string) => ({ code, data: null, msg });

describe('outcomes by the last digit of the mobile', () => {
  it('1: rejected, with a re-apply date and the other products suggested', async () => {
    const token = await readyBorrower(sb, '712345671');
    const orderNo = await submitted(sb, token);
    sb.clock += 6000;
    const reapplyAt = S(START_MS + 6000 + 7 * DAY);
    expect(await homepage(sb, token)).toMatchObject({
      loan: { stepCode: 9, query: { orderNo } },
      order: { state: 'rejected', stepCode: 9, reapplyAt, unpaidAmount: 0 },
    });
    const advice = await get<{ show: boolean; reapplyAt: number; products: Array<{ productId: string }> }>(
      sb,
      'app/isRejectRecommendation',
      {},
      { token },
    );
    expect(advice.body.data).toMatchObject({
      show: true,
      reapplyAt,
      reason: "Your credit check did not meet this product's requirements this time.",
      canApply: false,
    });
    expect(advice.body.data.products.map((p) => p.productId)).toEqual(['p2', 'p3']);

    const again = { productId: 'p2', amount: 5000 };
    expect((await post(sb, 'loan/loan-order/apply-market-again', again, { token })).body).toEqual(
      refusal(10030003, 'You may apply again from 2025-01-08'),
    );
    const sw = await post(sb, 'loan/loan-order/apply-market-again', again, { token, lang: 'sw_KE' });
    expect(sw.body.msg).toBe('Unaweza kuomba tena kuanzia 2025-01-08');

    sb.clock += 7 * DAY;
    expect((await homepage(sb, token)).loan).toEqual({ stepCode: 14, query: {} });
    // After the wait: the reason and the other products stay, now open to apply for.
    expect((await get(sb, 'app/isRejectRecommendation', {}, { token })).body.data).toMatchObject({
      show: true,
      reapplyAt: null,
      canApply: true,
    });
    const reply = await post<{ stepCode: number }>(sb, 'loan/loan-order/apply-market-again', again, {
      token,
    });
    expect(reply.body.data.stepCode).toBe(19);
  });

  it('2: approved, then the payout fails; the borrower may apply again', async () => {
    const token = await readyBorrower(sb, '712345672');
    const orderNo = await submitted(sb, token);
    sb.clock += 6000;
    expect((await get(sb, 'loan/get-money', { orderNo }, { token })).body.code).toBe(0);
    sb.clock += 6000;
    expect(await latestOrder(sb, token)).toMatchObject({
      state: 'payout_failed',
      stepCode: 10,
      unpaidAmount: 0,
    });
    expect((await homepage(sb, token)).loan).toEqual({ stepCode: 14, query: {} });
  });

  it('any other digit: approved and paid out', async () => {
    const token = await readyBorrower(sb, '712345670');
    await submitted(sb, token);
    sb.clock += 6000;
    const { orderNo } = await latestOrder(sb, token);
    await get(sb, 'loan/get-money', { orderNo }, { token });
    sb.clock += 6000;
    expect((await latestOrder(sb, token)).state).toBe('disbursed');
  });
});

describe('applying', () => {
  it('one open loan per borrower', async () => {
    const token = await readyBorrower(sb, '712345678');
    await applyFor(sb, token);
    const second = await post(
      sb,
      'loan/loan-order/apply-market',
      { productId: 'p2', amount: 5000 },
      { token },
    );
    expect(second.body).toEqual(refusal(10030001, 'You already have a loan in progress: one loan at a time'));
  });

  it('refuses an incomplete application, an unknown product and an amount not offered', async () => {
    const { token } = await register(sb, '712345678');
    const apply = (productId: string, amount: number) =>
      post(sb, 'loan/loan-order/apply-market', { productId, amount }, { token });
    expect((await apply('p1', 20000)).body).toEqual(
      refusal(10030002, 'Please complete your application first'),
    );
    await control(sb, 'POST', 'users/profile', { mobile: '712345678', upTo: 'questionnaire' });
    expect((await apply('p9', 20000)).body).toEqual(refusal(10030005, 'Product acquisition failure'));
    expect((await apply('p1', 20500)).body).toEqual(
      refusal(10030004, 'The amount 20500 is not offered: choose 1000 to 20000 in steps of 1000'),
    );
    const again = await post(
      sb,
      'loan/loan-order/apply-market-again',
      { productId: 'p1', amount: 1000 },
      { token },
    );
    expect(again.body.code).toBe(10030002);
  });

  it('submit and get-money only in their states; another borrower’s order is unknown', async () => {
    const token = await readyBorrower(sb, '712345678');
    const orderNo = await applyFor(sb, token);
    expect((await get(sb, 'loan/get-money', { orderNo }, { token })).body).toEqual(
      refusal(10030002, `Not possible now: the loan order ${orderNo} is applied`),
    );
    const other = await readyBorrower(sb, '713345678');
    expect((await post(sb, 'user/submit', { orderNo }, { token: other })).body).toEqual(
      refusal(400, `Invalid parameter: orderNo ${orderNo} is not one of your loan orders`),
    );
  });
});

/** A borrower whose loan has just been approved. */
async function approved(): Promise<{ token: string; orderNo: string }> {
  const token = await readyBorrower(sb, '712345678');
  const orderNo = await submitted(sb, token);
  sb.clock += 6000;
  return { token, orderNo };
}

describe('taking the money', () => {
  it('an approved order not drawn within 24 hours is cancelled', async () => {
    const { token, orderNo } = await approved();
    sb.clock += DAY;
    expect(await latestOrder(sb, token)).toMatchObject({ state: 'cancelled', stepCode: 8, drawBefore: null });
    expect((await get(sb, 'loan/get-money', { orderNo }, { token })).body.code).toBe(10030002);
    expect((await homepage(sb, token)).loan).toEqual({ stepCode: 14, query: {} });
  });

  it('cancels while the payout is pending; refuses once it is decided', async () => {
    const { token, orderNo: first } = await approved();
    await get(sb, 'loan/get-money', { orderNo: first }, { token });
    sb.clock += 5999;
    const cancel = await post(sb, 'loan/cancel-draw-money', { orderNo: first }, { token });
    expect(cancel.body.data).toEqual({ stepCode: 14, query: {}, cancelled: true });
    expect((await latestOrder(sb, token)).state).toBe('cancelled');

    // The same borrower again, this time too late to stop the payout.
    const again = { productId: 'p1', amount: 1000 };
    const reply = await post<{ orderNo: string }>(sb, 'loan/loan-order/apply-market-again', again, { token });
    const { orderNo } = reply.body.data;
    await post(sb, 'user/submit', { orderNo }, { token });
    await control(sb, 'POST', 'loans/decide', { mobile: '712345678' });
    await get(sb, 'loan/get-money', { orderNo }, { token });
    sb.clock += 6000;
    expect((await post(sb, 'loan/cancel-draw-money', { orderNo }, { token })).body).toEqual(
      refusal(10030006, 'Cancellation fail'),
    );
  });
});

describe('controls', () => {
  it('loans/decide skips the review and the payout delay', async () => {
    const token = await readyBorrower(sb, '712345678');
    const orderNo = await submitted(sb, token);
    const decided = await control<{ order: LoanOrder }>(sb, 'POST', 'loans/decide', { mobile: '712345678' });
    expect(decided.body.order).toMatchObject({ orderNo, state: 'approved' });
    expect((await control(sb, 'POST', 'loans/decide', { mobile: '712345678' })).body).toEqual({
      error: `nothing to decide: the loan ${orderNo} is approved`,
    });
    await get(sb, 'loan/get-money', { orderNo }, { token });
    await control(sb, 'POST', 'loans/decide', { mobile: '712345678' });
    expect((await latestOrder(sb, token)).state).toBe('disbursed');
  });

  it('collection: a gate that never completes refuses the submit with -1', async () => {
    const token = await readyBorrower(sb, '712345678');
    const orderNo = await applyFor(sb, token);
    await control(sb, 'POST', 'collection', { mobile: '712345678', enable: true, failing: ['sms'] });
    expect((await get(sb, 'time/upload/enable', { orderNo }, { token })).body.data).toEqual({
      enableTimeSdk: true,
    });
    const flags = await get<Record<string, boolean>>(sb, 'time/upload/uploadStatus', { orderNo }, { token });
    expect(flags.body.data).toMatchObject({ sms: false, appList: true, location: true });
    expect((await post(sb, 'user/submit', { orderNo }, { token })).body).toEqual(
      refusal(-1, 'Data collection is not complete: sms'),
    );
    await control(sb, 'POST', 'collection', { mobile: '712345678', enable: true });
    expect((await post(sb, 'user/submit', { orderNo }, { token })).body.code).toBe(0);
    const bad = await control(sb, 'POST', 'collection', {
      mobile: '712345678',
      enable: true,
      failing: ['gps'],
    });
    expect(bad.status).toBe(400);
  });
});
