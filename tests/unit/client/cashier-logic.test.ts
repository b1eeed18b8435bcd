import cashierTexts from '../../../src/i18n/sections/cashier.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { errorMessage } from '../../../src/api/http.ts';
import { BusinessCode } from '../../../src/contract/codes.ts';
import type { PayChannel } from '../../../src/contract/entities.ts';
import { readCashierQuery } from '../../../src/features/cashier/cashier-query.ts';
import {
  callProblem,
  choiceProblem,
  methodFor,
  settledProblem,
  stepOf,
  type Problem,
} from '../../../src/features/cashier/payment-state.ts';
import { checkProof, proofFields } from '../../../src/features/cashier/proof-form.ts';
import { setLanguage, textsOf } from '../../../src/i18n/i18n.ts';
import { payOrder } from '../../helpers/records.ts';

const t = textsOf(cashierTexts);

/** What the borrower reads for a problem. */
const seen = (problem: Problem | null): string | null =>
  problem === null ? null : 'key' in problem ? t(problem.key) : problem.text;

const channel = (overrides: Partial<PayChannel> = {}): PayChannel => ({
  channelId: 'mpesa',
  name: 'M-Pesa',
  kind: 'wallet',
  methods: ['online', 'bill'],
  payBill: '888111',
  accountName: 'Pesa Loan Microfinance Ltd',
  bankName: null,
  available: true,
  ...overrides,
});
const BANK = channel({ channelId: 'bank', name: 'Bank transfer', kind: 'bank', methods: ['bill'] });
const CLOSED = channel({ channelId: 'halopesa', name: 'HaloPesa', available: false });
const CHANNELS = [channel(), BANK, CLOSED];

afterEach(async () => {
  await setLanguage('en');
});

/** What a link without its orderNo says. */
function withoutOrderNo(): string {
  const read = readCashierQuery({ amount: '5000' });
  return read.ok ? 'accepted' : t(read.problem);
}

describe('the cashier link (orderNo, amount, purpose)', () => {
  it('reads a repayment and a rollover fee', () => {
    expect(readCashierQuery({ orderNo: 'L1', amount: '5000' })).toEqual({
      ok: true,
      request: { orderNo: 'L1', amount: 5000, purpose: 'repay' },
    });
    expect(readCashierQuery({ orderNo: 'L1', amount: '1400', purpose: 'rollover' })).toMatchObject({
      ok: true,
      request: { purpose: 'rollover', amount: 1400 },
    });
  });

  it("says 'orderNo cannot be empty' for a link without the order, in both languages", async () => {
    expect(withoutOrderNo()).toBe('orderNo cannot be empty');
    await setLanguage('sw');
    expect(withoutOrderNo()).toBe('Namba ya agizo (orderNo) haiwezi kuwa tupu');
    expect(readCashierQuery({ orderNo: '  ', amount: '5000' })).toMatchObject({ ok: false });
  });

  it('never guesses an amount that is missing, not whole, zero or too large', () => {
    for (const amount of [undefined, '', 'abc', '50.5', '0', '-100', '1e4', '1000000000']) {
      const read = readCashierQuery({ orderNo: 'L1', amount });
      expect(read.ok ? 'accepted' : t(read.problem), String(amount)).toBe(
        t('cashier.messages.amountMissing'),
      );
    }
  });
});

describe('before a payment order is asked for', () => {
  it("no channel chosen: 'channelId cannot be empty'", () => {
    expect(seen(choiceProblem(CHANNELS, '', 'online'))).toBe('channelId cannot be empty');
  });

  it("a closed channel, an unknown one or a method it does not take: 'There is no payment method, please choose another channel'", () => {
    const message = 'There is no payment method, please choose another channel';
    expect(seen(choiceProblem(CHANNELS, 'halopesa', 'online'))).toBe(message);
    expect(seen(choiceProblem(CHANNELS, 'paypal', 'online'))).toBe(message);
    expect(seen(choiceProblem(CHANNELS, 'bank', 'online'))).toBe(message);
    expect(seen(choiceProblem(CHANNELS, 'bank', null))).toBe(message);
  });

  it('an open channel with a method it takes passes', () => {
    expect(choiceProblem(CHANNELS, 'mpesa', 'online')).toBeNull();
    expect(choiceProblem(CHANNELS, 'bank', 'bill')).toBeNull();
  });

  it('keeps the method when the new channel takes it, else takes its first', () => {
    expect(methodFor(channel(), 'bill')).toBe('bill');
    expect(methodFor(channel(), undefined)).toBe('online');
    expect(methodFor(BANK, 'online')).toBe('bill');
    expect(methodFor(undefined, 'online')).toBeNull();
  });
});

describe('a payment order as it settles', () => {
  it('pending waits; paid is paid; cancelled was replaced', () => {
    expect(stepOf(payOrder())).toBe('waiting');
    expect(stepOf(payOrder({ state: 'paid' }))).toBe('paid');
    expect(settledProblem(payOrder({ state: 'paid' }))).toBeNull();
    expect(stepOf(payOrder({ state: 'cancelled' }))).toBe('replaced');
    expect(seen(settledProblem(payOrder({ state: 'cancelled' })))).toBe(t('cashier.replaced'));
  });

  it("failed: 'The request failed Please try again'; timed out: 'This order has timed out, please try again'", async () => {
    const failed = payOrder({
      state: 'failed',
      failure: { code: BusinessCode.paymentFailed, msg: 'The request failed Please try again' },
    });
    const timedOut = payOrder({
      state: 'timed_out',
      failure: { code: BusinessCode.payOrderTimedOut, msg: 'This order has timed out, please try again' },
    });
    expect(stepOf(failed)).toBe('failed');
    expect(seen(settledProblem(failed))).toBe('The request failed Please try again');
    expect(stepOf(timedOut)).toBe('timedOut');
    expect(seen(settledProblem(timedOut))).toBe('This order has timed out, please try again');
    // A failure whose code says timed out is a timed-out order, whatever the state says.
    expect(stepOf(payOrder({ state: 'failed', failure: timedOut.failure }))).toBe('timedOut');
    await setLanguage('sw');
    expect(seen(settledProblem(failed))).toBe('Ombi halikufaulu, tafadhali jaribu tena');
    expect(seen(settledProblem(timedOut))).toBe('Muda wa agizo hili umeisha, tafadhali jaribu tena');
  });
});

const business = (code: number, msg = 'server text') => new ApiError('business', code, msg);

describe("the server's refusals and faults, in the borrower's words", () => {
  it('gives each payment code of spec section 8 its exact text', () => {
    const cases: Array<[number, string]> = [
      [BusinessCode.channelIdEmpty, 'channelId cannot be empty'],
      [BusinessCode.orderNoEmpty, 'orderNo cannot be empty'],
      [BusinessCode.payOrderIdEmpty, 'payOrderId cannot be empty, please try again'],
      [BusinessCode.payOrderTimedOut, 'This order has timed out, please try again'],
      [BusinessCode.noPaymentMethod, 'There is no payment method, please choose another channel'],
      [BusinessCode.paymentFailed, 'The request failed Please try again'],
    ];
    for (const [code, text] of cases) expect(seen(callProblem(business(code), errorMessage))).toBe(text);
  });

  it("shows the server's own words for an amount rule it enforces", () => {
    const refused = business(BusinessCode.repayBelowFloor, 'Minimum input 1000 shillings');
    expect(seen(callProblem(refused, errorMessage))).toBe('Minimum input 1000 shillings');
  });

  it('says what happened for a timeout, a 500 and a bad reply; nothing for a cancel or an ended session', () => {
    expect(seen(callProblem(new ApiError('timeout', 0, ''), errorMessage))).toBe(t('errors.timeout'));
    expect(seen(callProblem(new ApiError('http', 500, ''), errorMessage))).toBe(
      'The request failed Please try again',
    );
    expect(seen(callProblem(new ApiError('malformed', 0, ''), errorMessage))).toBe(t('errors.badReply'));
    expect(callProblem(new ApiError('cancelled', 0, ''), errorMessage)).toBeNull();
    expect(callProblem(new ApiError('session', 10010303, ''), errorMessage)).toBeNull();
  });
});

describe('the proof form', () => {
  const file = new Blob(['x'], { type: 'image/png' });
  const filled = { channelId: 'mpesa', amount: '5,000', transactionId: ' QK12ABC3DE ', file };

  it('names every missing part', () => {
    expect(checkProof({ channelId: '', amount: '', transactionId: '', file: null })).toEqual({
      channelId: 'cashier.proof.channelRequired',
      amount: 'cashier.proof.amountRequired',
      file: 'cashier.proof.screenshotRequired',
    });
  });

  it("refuses an amount that is not whole with 'Please enter an integer amount'", () => {
    for (const amount of ['5000.50', '12abc', '0', '-5']) {
      const errors = checkProof({ ...filled, amount });
      expect(errors.amount && t(errors.amount), amount).toBe('Please enter an integer amount');
    }
  });

  it('sends integer shillings and a trimmed transaction id, left out when empty', () => {
    expect(checkProof(filled)).toEqual({});
    expect(proofFields('L1', filled)).toEqual({
      orderNo: 'L1',
      amount: 5000,
      channelId: 'mpesa',
      transactionId: 'QK12ABC3DE',
    });
    expect(proofFields('L1', { ...filled, transactionId: '  ' })).not.toHaveProperty('transactionId');
  });
});
