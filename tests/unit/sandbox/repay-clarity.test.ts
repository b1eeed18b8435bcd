// @vitest-environment node
/**
 * What the repayment calls say in words (issue 23): the cashier's channel names follow the `lang` header
 * (a wallet's brand is the same in both languages, "Bank transfer" is Kiswahili in Kiswahili); a coupon
 * worth more than what the loan owes reports how much of it was used, so the app can say it.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Coupon, PayChannel } from '../../../src/contract/entities.ts';
import { control } from '../../helpers/sandbox.ts';
import { get, post, sandboxPerTest } from './helpers.ts';
import { detail, paidOut } from './repay-helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

const sb = sandboxPerTest();

describe('channel names follow the lang header', () => {
  it.each([
    ['en', ['M-Pesa', 'Tigo Pesa', 'Airtel Money', 'HaloPesa', 'Bank transfer']],
    ['sw_KE', ['M-Pesa', 'Tigo Pesa', 'Airtel Money', 'HaloPesa', 'Uhamisho wa benki']],
  ])('in %s', async (lang, names) => {
    const { token } = await paidOut(sb, lang === 'en' ? '712390010' : '712390020');
    const reply = await get<{ channels: PayChannel[] }>(sb, 'loanMarket/repay/products', {}, { token, lang });
    expect(reply.body.data.channels.map((c) => c.name)).toEqual(names);
  });
});

async function grant(mobile: string, amount: number): Promise<Coupon> {
  const reply = await control<{ coupon: Coupon }>(sb, 'POST', 'coupons/grant', { mobile, amount });
  return reply.body.coupon;
}
type Used = { used: boolean; unpaidAmount: number; usedAmount: number };

describe('a coupon worth more than what is owed', () => {
  it('says how much of it was used: all of what was owed, never more', async () => {
    const mobile = '712390030';
    const { token, orderNo } = await paidOut(sb, mobile);
    const owed = (await detail(sb, token, orderNo)).unpaidAmount;
    const big = await grant(mobile, owed + 2000);
    const reply = await post<Used>(
      sb,
      'lottery-draw/coupon/use',
      { couponId: big.couponId, orderNo },
      { token },
    );
    expect(reply.body.data).toMatchObject({ used: true, unpaidAmount: 0, usedAmount: owed });
  });

  it('a coupon worth less than what is owed is used whole', async () => {
    const mobile = '712390040';
    const { token, orderNo } = await paidOut(sb, mobile);
    const owed = (await detail(sb, token, orderNo)).unpaidAmount;
    const small = await grant(mobile, 500);
    const reply = await post<Used>(
      sb,
      'lottery-draw/coupon/use',
      { couponId: small.couponId, orderNo },
      { token },
    );
    expect(reply.body.data).toMatchObject({ unpaidAmount: owed - 500, usedAmount: 500 });
  });
});

describe('payments/hold', () => {
  it('keeps a new payment order pending past the payment delay, until settled', async () => {
    const mobile = '712390050';
    const { token, orderNo } = await paidOut(sb, mobile);
    expect((await control(sb, 'POST', 'payments/hold', { mobile })).body).toEqual({ ok: true, hold: true });
    const made = await post<{ payOrderId: string; state: string }>(
      sb,
      'portal/repayment/confirm',
      { orderNo, amount: 5000, channelId: 'mpesa', method: 'online' },
      { token },
    );
    /** The payment order's state as the cashier asks for it. */
    const state = async () => {
      const { payOrderId } = made.body.data;
      const reply = await get<{ state: string }>(sb, 'portal/repayment/status', { payOrderId }, { token });
      return reply.body.data.state;
    };
    sb.clock += 60_000;
    expect(await state()).toBe('pending');
    await control(sb, 'POST', 'payments/settle', { mobile, outcome: 'paid' });
    expect(await state()).toBe('paid');
  });
});
