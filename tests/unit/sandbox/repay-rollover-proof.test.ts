// @vitest-environment node
/**
 * The rollover, the manual payment proof, coupons and the repayment controls over real HTTP.
 * Worked example: Haraka Cash TZS 20,000 over 91 days: to repay 21,638; rollover fee 7 % = 1,400.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Coupon, PaymentProof, PayOrder } from '../../../src/contract/entities.ts';
import { control } from '../../helpers/sandbox.ts';
import { get, post, sandboxPerTest } from './helpers.ts';
import { DAY } from './loan-helpers.ts';
import {
  detail,
  extension,
  paidOut,
  pay,
  PAYMENT_MS,
  proof,
  PROOF_REVIEW_MS,
  status,
} from './repay-helpers.ts';

// Each test walks a borrower from registration to money out over HTTP first: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const sb = sandboxPerTest();

const S = (ms: number) => Math.floor(ms / 1000);
const refusal = (code: number, msg: string) => ({ code, data: null, msg });
const advance = (ms: number) => control(sb, 'POST', 'clock', { advanceMs: ms });

function rollover(token: string, payload: Record<string, unknown>) {
  return get<PayOrder>(sb, 'repay/confirmExtensionOrder', payload, { token });
}

describe('rollover', () => {
  it('moves the due date 7 days for its fee, once paid; the amount owed stays', async () => {
    const { token, orderNo, disbursedAt } = await paidOut(sb, '712310010');
    const due = disbursedAt + 91 * DAY;
    expect((await extension(sb, token, orderNo)).body.data).toEqual({
      available: true,
      refusal: null,
      days: 7,
      fee: 1400,
      dueDate: S(due),
      newDueDate: S(due + 7 * DAY),
      unpaidAmount: 21638,
      rolloversUsed: 0,
      maxRollovers: 3,
    });

    const order = (await rollover(token, { orderNo, channelId: 'tigo', amount: 1400 })).body.data;
    expect(order).toMatchObject({ purpose: 'rollover', amount: 1400, channelId: 'tigo', state: 'pending' });
    // Nothing moves before the fee is paid.
    expect((await detail(sb, token, orderNo)).dueDate).toBe(S(due));

    sb.clock += PAYMENT_MS;
    expect((await status(sb, token, order.payOrderId)).body.data.state).toBe('paid');
    expect(await detail(sb, token, orderNo)).toMatchObject({
      state: 'disbursed',
      dueDate: S(due + 7 * DAY),
      repaidAmount: 0,
      unpaidAmount: 21638,
    });
    expect((await extension(sb, token, orderNo)).body.data).toMatchObject({
      rolloversUsed: 1,
      dueDate: S(due + 7 * DAY),
      newDueDate: S(due + 14 * DAY),
    });

    // The old due date has passed, the new one not: not overdue.
    await advance(91 * DAY + 3 * DAY);
    expect(await detail(sb, token, orderNo)).toMatchObject({
      state: 'disbursed',
      overdueDays: 0,
      penalty: 0,
    });
  });

  it('a fee that is no longer the fee, and a rollover not offered, are refused', async () => {
    const { token, orderNo } = await paidOut(sb, '712310020');
    expect((await rollover(token, { orderNo, channelId: 'tigo', amount: 1000 })).body).toEqual(
      refusal(10050013, 'The rollover fee is now 1400'),
    );
    expect((await rollover(token, { orderNo, channelId: '' })).body).toEqual(
      refusal(10050001, 'channelId cannot be empty'),
    );
    await advance(92 * DAY);
    expect((await extension(sb, token, orderNo)).body.data).toMatchObject({
      available: false,
      refusal: 'overdue',
    });
    expect((await detail(sb, token, orderNo)).rolloverAvailable).toBe(false);
    expect((await rollover(token, { orderNo, channelId: 'tigo' })).body).toEqual(
      refusal(10050012, 'Rollover is not available for this loan'),
    );
  });

  it('is offered at most three times', async () => {
    const { token, orderNo } = await paidOut(sb, '712310030');
    for (let i = 0; i < 3; i += 1) {
      expect((await rollover(token, { orderNo, channelId: 'mpesa' })).body.code).toBe(0);
      sb.clock += PAYMENT_MS;
    }
    expect((await extension(sb, token, orderNo)).body.data).toMatchObject({
      available: false,
      refusal: 'limitReached',
      rolloversUsed: 3,
    });
  });

  it('a fee paid after the loan fell due counts towards the loan instead', async () => {
    const { token, orderNo } = await paidOut(sb, '712310040');
    await advance(91 * DAY - PAYMENT_MS / 2);
    const order = (await rollover(token, { orderNo, channelId: 'mpesa' })).body.data;
    sb.clock += PAYMENT_MS; // settles 2.5 s after the due moment: already overdue
    expect((await status(sb, token, order.payOrderId)).body.data.state).toBe('paid');
    expect(await detail(sb, token, orderNo)).toMatchObject({
      state: 'overdue',
      repaidAmount: 1400,
      unpaidAmount: 21638 + 400 - 1400,
    });
  });
});

describe('payment proof', () => {
  it('is reviewed after the delay; accepted, it counts as a payment of the stated amount', async () => {
    const { token, orderNo } = await paidOut(sb, '712310050');
    const sent = sb.clock;
    const reply = await proof(sb, token, {
      orderNo,
      amount: 5000,
      channelId: 'mpesa',
      transactionId: 'QK12AB',
    });
    expect(reply.body.data).toEqual({
      proofId: expect.stringMatching(/^R\d{14}$/),
      orderNo,
      amount: 5000,
      channelId: 'mpesa',
      transactionId: 'QK12AB',
      state: 'reviewing',
      submittedAt: S(sent),
      reviewBy: S(sent + PROOF_REVIEW_MS),
      reviewedAt: null,
      reason: null,
    });
    expect((await detail(sb, token, orderNo)).proof?.state).toBe('reviewing');
    expect((await proof(sb, token, { orderNo, amount: 3000, channelId: 'mpesa' })).body).toEqual(
      refusal(10050014, 'A payment proof of this loan is already being reviewed'),
    );

    sb.clock += PROOF_REVIEW_MS;
    expect(await detail(sb, token, orderNo)).toMatchObject({
      state: 'repaying',
      repaidAmount: 5000,
      unpaidAmount: 16638,
      proof: { state: 'accepted', reviewedAt: S(sent + PROOF_REVIEW_MS), reason: null },
    });
  });

  it('of a part payment ending in 1 is refused, and says why in the caller’s language', async () => {
    const { token, orderNo } = await paidOut(sb, '712310060');
    await proof(sb, token, { orderNo, amount: 5001, channelId: 'airtel' });
    sb.clock += PROOF_REVIEW_MS;
    expect(await detail(sb, token, orderNo)).toMatchObject({
      repaidAmount: 0,
      proof: { state: 'refused', reason: 'No payment of this amount reached us through this channel' },
    });
    const sw = await get<{ proof: PaymentProof }>(
      sb,
      'portal/repayment/detail',
      { orderNo },
      { token, lang: 'sw_KE' },
    );
    expect(sw.body.data.proof.reason).toBe('Hatukupokea malipo ya kiasi hiki kupitia njia hii');
  });

  it('checks the image by its bytes, the channel and the amount', async () => {
    const { token, orderNo } = await paidOut(sb, '712310070');
    const text = new TextEncoder().encode('not a picture');
    expect((await proof(sb, token, { orderNo, amount: 5000, channelId: 'mpesa' }, text)).body).toEqual(
      refusal(400, 'Invalid parameter: file must be a JPEG, PNG or WebP image'),
    );
    expect((await proof(sb, token, { orderNo, amount: 5000, channelId: 'mpesa' }, null)).body).toEqual(
      refusal(400, 'Invalid parameter: file is required'),
    );
    expect((await proof(sb, token, { orderNo, amount: 5000, channelId: 'visa' })).body.code).toBe(10050005);
    expect((await proof(sb, token, { orderNo, amount: 500, channelId: 'mpesa' })).body).toEqual(
      refusal(10050007, 'Minimum input 1000 shillings'),
    );
    expect((await proof(sb, token, { orderNo, amount: 30000, channelId: 'mpesa' })).body.code).toBe(10050010);
  });
});

describe('coupons and the lucky draw', () => {
  it('one draw per loan paid out wins a coupon, used on the loan it pays part of it', async () => {
    const { token, orderNo } = await paidOut(sb, '712310080');
    const call = <T>(path: string, payload: Record<string, unknown> = {}) =>
      (path.endsWith('is-show') || path.endsWith('quantity') || path.endsWith('coupons') ? get : post)<T>(
        sb,
        path,
        payload,
        { token },
      );
    expect((await call('lottery-draw/is-show')).body.data).toEqual({ show: true });
    const won = (await call<{ coupon: Coupon }>('lottery-draw/create')).body.data.coupon;
    expect(won).toEqual({
      couponId: expect.stringMatching(/^C\d{14}$/),
      title: 'Repayment coupon',
      amount: 500,
      expiresAt: S(sb.clock + 30 * DAY),
      status: 'unused',
      orderNo: null,
      usedAt: null,
    });
    expect((await call('lottery-draw/is-show')).body.data).toEqual({ show: false });
    expect((await call('lottery-draw/create')).body.data).toEqual({ coupon: null });
    expect((await call('lottery-draw/coupon/quantity')).body.data).toEqual({ quantity: 1 });

    const used = await call('lottery-draw/coupon/use', { couponId: won.couponId, orderNo });
    expect(used.body.data).toEqual({
      used: true,
      coupon: { ...won, status: 'used', orderNo, usedAt: S(sb.clock) },
      unpaidAmount: 21138,
      usedAmount: 500,
    });
    expect(await detail(sb, token, orderNo)).toMatchObject({ repaidAmount: 500, unpaidAmount: 21138 });
    expect((await call('lottery-draw/coupon/quantity')).body.data).toEqual({ quantity: 0 });
    expect((await call<{ coupons: Coupon[] }>('lottery-draw/coupon/used')).body.data.coupons).toHaveLength(1);
    expect((await call('lottery-draw/coupon/use', { couponId: won.couponId, orderNo })).body).toEqual(
      refusal(10050015, 'This coupon cannot be used'),
    );
  });

  it('an expired coupon is listed as expired and cannot be used', async () => {
    const { token, orderNo } = await paidOut(sb, '712310090');
    const won = (await post<{ coupon: Coupon }>(sb, 'lottery-draw/create', {}, { token })).body.data.coupon;
    await advance(31 * DAY);
    const list = await get<{ coupons: Coupon[] }>(sb, 'lottery-draw/coupons', {}, { token });
    expect(list.body.data.coupons.map((c) => c.status)).toEqual(['expired']);
    const use = await post(sb, 'lottery-draw/coupon/use', { couponId: won.couponId, orderNo }, { token });
    expect(use.body.code).toBe(10050015);
  });
});

describe('repayment controls', () => {
  it('settle the pending payment now with the outcome a tester wants', async () => {
    const mobile = '712310100';
    const { token, orderNo } = await paidOut(sb, mobile);
    const order = await pay(sb, token, orderNo, 21638);
    const failed = await control<{ order: PayOrder }>(sb, 'POST', 'payments/settle', {
      mobile,
      outcome: 'failed',
    });
    expect(failed.body.order).toMatchObject({ payOrderId: order.payOrderId, state: 'failed' });
    expect((await detail(sb, token, orderNo)).state).toBe('disbursed');

    const second = await pay(sb, token, orderNo, 21638);
    const timedOut = await control<{ order: PayOrder }>(sb, 'POST', 'payments/settle', {
      mobile,
      outcome: 'timeout',
    });
    expect(timedOut.body.order).toMatchObject({ payOrderId: second.payOrderId, state: 'timed_out' });

    await pay(sb, token, orderNo, 21638);
    const paid = await control<{ order: PayOrder }>(sb, 'POST', 'payments/settle', { mobile });
    expect(paid.body.order.state).toBe('paid');
    expect((await detail(sb, token, orderNo)).state).toBe('finished');

    expect((await control(sb, 'POST', 'payments/settle', { mobile })).status).toBe(409);
    expect((await control(sb, 'POST', 'payments/settle', { mobile, outcome: 'lost' })).status).toBe(400);
    const listed = await control<{ orders: Array<{ state: string; outcome: string }> }>(
      sb,
      'GET',
      `payments?mobile=${mobile}`,
    );
    expect(listed.body.orders.map((o) => o.state)).toEqual(['paid', 'timed_out', 'failed']);
  });

  it('review the pending proof now; turn a channel off and on', async () => {
    const mobile = '712310110';
    const { token, orderNo } = await paidOut(sb, mobile);
    await proof(sb, token, { orderNo, amount: 5000, channelId: 'mpesa' });
    const reviewed = await control<{ proof: PaymentProof }>(sb, 'POST', 'proofs/review', {
      mobile,
      outcome: 'refused',
    });
    expect(reviewed.body.proof).toMatchObject({ state: 'refused' });
    expect((await control(sb, 'POST', 'proofs/review', { mobile })).status).toBe(409);

    expect(
      (await control(sb, 'POST', 'payments/channels', { channelId: 'visa', available: false })).status,
    ).toBe(400);
    expect((await control(sb, 'POST', 'payments/channels', { channelId: 'bank' })).status).toBe(400);
  });
});
