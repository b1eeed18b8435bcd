import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import type { PayOrder, RepaymentDetail } from '../../../src/contract/entities.ts';
import { payOrder } from '../../helpers/records.ts';

/**
 * After a payment's reply is lost, the cashier asks the server what happened before offering Pay again
 * (src/features/cashier/lost-payment.ts): the repayment detail's pending order is this tap's only when it
 * is the same loan, purpose, amount, channel and way to pay; no answer at all is "unknown", never "not made".
 */
const repaymentDetail = vi.fn<(orderNo: string) => Promise<Partial<RepaymentDetail>>>();
vi.mock('../../../src/api/repay.ts', () => ({
  repaymentDetail: (orderNo: string) => repaymentDetail(orderNo),
}));
const { askWhatHappened, isChoiceOrder } = await import('../../../src/features/cashier/lost-payment.ts');

const choice = {
  orderNo: 'L1',
  amount: 5000,
  channelId: 'mpesa',
  method: 'online',
  purpose: 'repay',
} as const;
const order = (overrides: Partial<PayOrder> = {}): PayOrder =>
  payOrder({ reference: 'PO1', qrText: 'x', ...overrides });

afterEach(() => {
  repaymentDetail.mockReset();
});

describe('the order a lost reply carried', () => {
  it('is the pending order of the same choice, and no other', () => {
    expect(isChoiceOrder(order(), choice)).toBe(true);
    expect(isChoiceOrder(null, choice)).toBe(false);
    expect(isChoiceOrder(order({ amount: 4000 }), choice)).toBe(false);
    expect(isChoiceOrder(order({ channelId: 'tigo' }), choice)).toBe(false);
    expect(isChoiceOrder(order({ method: 'bill' }), choice)).toBe(false);
    expect(isChoiceOrder(order({ purpose: 'rollover' }), choice)).toBe(false);
    expect(isChoiceOrder(order({ orderNo: 'L2' }), choice)).toBe(false);
    expect(isChoiceOrder(order({ state: 'failed' }), choice)).toBe(false);
  });

  it('is found by asking the repayment detail', async () => {
    repaymentDetail.mockResolvedValue({ pendingPayOrder: order() });
    await expect(askWhatHappened(choice)).resolves.toEqual({ kind: 'happened', order: order() });
    expect(repaymentDetail).toHaveBeenCalledWith('L1');
  });

  it('is not there when the loan has no pending order, or another one', async () => {
    repaymentDetail.mockResolvedValueOnce({ pendingPayOrder: null });
    await expect(askWhatHappened(choice)).resolves.toEqual({ kind: 'notHappened' });
    repaymentDetail.mockResolvedValueOnce({ pendingPayOrder: order({ amount: 6000 }) });
    await expect(askWhatHappened(choice)).resolves.toEqual({ kind: 'notHappened' });
  });

  it('is unknown when the server cannot be asked either', async () => {
    repaymentDetail.mockRejectedValue(new ApiError('network', 0, 'offline'));
    await expect(askWhatHappened(choice)).resolves.toEqual({ kind: 'unknown' });
  });
});
