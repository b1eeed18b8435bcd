// @vitest-environment node
/**
 * Repayment over real HTTP, as the app makes it: the repay detail, the cashier's channels, payment orders
 * settling on the sandbox clock (paid, failed, timed out, refused), part and full payments finishing the
 * loan, the penalty of an overdue loan, each repay-amount rule and each spec message of section 8.
 * Worked example throughout: Haraka Cash TZS 20,000 over 91 days, to repay 21,638, penalty 400 a day.
 */
import { describe, expect, it, vi } from 'vitest';
import tz from '../../../markets/tz.json';
import type { PayChannel } from '../../../src/contract/entities.ts';
import { control } from '../../helpers/sandbox.ts';
import { get, post, sandboxPerTest } from './helpers.ts';
import { DAY, homepage } from './loan-helpers.ts';
import { confirm, detail, paidOut, pay, PAY_ORDER_TTL_MS, PAYMENT_MS, status } from './repay-helpers.ts';

// Each test walks a borrower from registration to money out over HTTP first: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const sb = sandboxPerTest();

const S = (ms: number) => Math.floor(ms / 1000);
/** Moves the loan clock (not the sessions', which a 30-day TTL would expire). */
const advance = (ms: number) => control(sb, 'POST', 'clock', { advanceMs: ms });
const refusal = (code: number, msg: string) => ({ code, data: null, msg });

describe('repay detail', () => {
  it('shows every figure of the order, agreeing with each other', async () => {
    const { token, orderNo, disbursedAt } = await paidOut(sb, '712300010');
    expect(await detail(sb, token, orderNo)).toMatchObject({
      orderNo,
      state: 'disbursed',
      stepCode: 2,
      amount: 20000,
      termDays: 91,
      dueDate: S(disbursedAt + 91 * DAY),
      overdueDays: 0,
      interestRatePerDay: 0.09,
      interestPerDay: 18, // 0.09 % of 20,000
      penaltyRatePerDay: 2,
      penaltyPerDay: 400, // 2 % of 20,000
      serviceFee: 1600,
      interest: 1638,
      repayAmount: 21638,
      penalty: 0,
      repaidAmount: 0,
      unpaidAmount: 21638,
      minRepayAmount: 1000,
      repayStep: 1,
      rolloverAvailable: true,
      pendingPayOrder: null,
      proof: null,
    });
  });

  it('is refused before the money went out, and for another borrower’s order', async () => {
    const { token, orderNo } = await paidOut(sb, '712300020');
    const other = await paidOut(sb, '712300030');
    const foreign = await get(sb, 'portal/repayment/detail', { orderNo: other.orderNo }, { token });
    expect(foreign.body).toEqual(
      refusal(400, `Invalid parameter: orderNo ${other.orderNo} is not one of your loan orders`),
    );
    expect((await get(sb, 'portal/repayment/detail', { orderNo }, { token })).body.code).toBe(0);
  });
});

describe('the cashier', () => {
  it('offers the Tanzanian channels: four wallets and bank transfer', async () => {
    const { token } = await paidOut(sb, '712300040');
    const reply = await get<{ channels: PayChannel[] }>(sb, 'loanMarket/repay/products', {}, { token });
    expect(reply.body.data.channels.map((c) => [c.channelId, c.name, c.kind, c.available])).toEqual([
      ['mpesa', 'M-Pesa', 'wallet', true],
      ['tigo', 'Tigo Pesa', 'wallet', true],
      ['airtel', 'Airtel Money', 'wallet', true],
      ['halopesa', 'HaloPesa', 'wallet', true],
      ['bank', 'Bank transfer', 'bank', true],
    ]);
    expect(reply.body.data.channels.at(-1)).toMatchObject({ methods: ['bill'], bankName: 'CRDB Bank' });
  });

  it('a payment order carries what the guides show, and settles after the delay', async () => {
    const { token, orderNo } = await paidOut(sb, '712300050');
    const created = sb.clock;
    const reply = await confirm(sb, token, { orderNo, amount: 5000, channelId: 'mpesa', method: 'online' });
    const order = reply.body.data;
    expect(order).toEqual({
      payOrderId: expect.stringMatching(/^P\d{14}$/),
      orderNo,
      purpose: 'repay',
      amount: 5000,
      channelId: 'mpesa',
      method: 'online',
      state: 'pending',
      createdAt: S(created),
      expiresAt: S(created + PAY_ORDER_TTL_MS),
      settledAt: null,
      payBill: '888111',
      accountName: tz.lender.name, // the market file's lender: one owner
      bankName: null,
      reference: order.payOrderId,
      payUrl: null,
      qrText: `TZS;paybill=888111;ref=${order.payOrderId};amount=5000`,
      promptTo: '712300050',
      failure: null,
    });
    expect((await detail(sb, token, orderNo)).pendingPayOrder).toEqual(order);

    sb.clock += PAYMENT_MS - 1;
    expect((await status(sb, token, order.payOrderId)).body.data.state).toBe('pending');
    sb.clock += 1;
    expect((await status(sb, token, order.payOrderId)).body.data).toMatchObject({
      state: 'paid',
      settledAt: S(created + PAYMENT_MS),
    });
    expect(await detail(sb, token, orderNo)).toMatchObject({
      state: 'repaying',
      repaidAmount: 5000,
      unpaidAmount: 16638,
      pendingPayOrder: null,
    });
  });

  it('a new order replaces the pending one, which is cancelled', async () => {
    const { token, orderNo } = await paidOut(sb, '712300060');
    const first = await pay(sb, token, orderNo, 5000);
    const second = await pay(sb, token, orderNo, 6000, 'tigo');
    expect((await status(sb, token, first.payOrderId)).body.data.state).toBe('cancelled');
    sb.clock += PAYMENT_MS;
    expect((await status(sb, token, second.payOrderId)).body.data.state).toBe('paid');
    expect((await detail(sb, token, orderNo)).repaidAmount).toBe(6000);
  });

  it('a bank transfer is a bill payment to the account, with the reference', async () => {
    const { token, orderNo } = await paidOut(sb, '712300070');
    const order = await pay(sb, token, orderNo, 3000, 'bank');
    expect(order).toMatchObject({
      method: 'bill',
      payBill: '0150123456700',
      bankName: 'CRDB Bank',
      reference: order.payOrderId,
      promptTo: null,
    });
  });
});

describe('partial and full repayment', () => {
  it('a part payment lowers what is unpaid; the rest finishes the loan and the borrower may apply again', async () => {
    const mobile = '712300080';
    const { token, orderNo } = await paidOut(sb, mobile);
    await pay(sb, token, orderNo, 5000);
    sb.clock += PAYMENT_MS;
    expect(await detail(sb, token, orderNo)).toMatchObject({ unpaidAmount: 16638, minRepayAmount: 1000 });

    const rest = await pay(sb, token, orderNo, 16638, 'airtel');
    sb.clock += PAYMENT_MS;
    expect((await status(sb, token, rest.payOrderId)).body.data.state).toBe('paid');
    expect(await detail(sb, token, orderNo)).toMatchObject({
      state: 'finished',
      stepCode: 4,
      repaidAmount: 21638,
      unpaidAmount: 0,
      minRepayAmount: 0,
      rolloverAvailable: false,
    });
    const home = await homepage(sb, token);
    expect(home.loan).toEqual({ stepCode: 14, query: {} });
    expect(home.order).toMatchObject({ orderNo, state: 'finished' });

    // Repaid by the due date: the limit rises by 20,000; a new loan may be applied for.
    const credit = await get(sb, 'loan/get-credit-info', {}, { token });
    expect(credit.body.data).toEqual({ limit: 80000, used: 0 });
    const again = await post<{ orderNo: string }>(
      sb,
      'loan/loan-order/apply-market-again',
      { productId: 'p1', amount: 10000 },
      { token },
    );
    expect(again.body.code).toBe(0);
    expect(again.body.data.orderNo).not.toBe(orderNo);
    const { body } = await control<{ loans: Array<{ events: Array<{ event: string }> }> }>(
      sb,
      'GET',
      `loans?mobile=${mobile}`,
    );
    expect(body.loans[1]?.events.map((e) => e.event).slice(-2)).toEqual(['repay_part', 'repay_full']);
  });

  it('a payment for a finished loan is refused by its state', async () => {
    const { token, orderNo } = await paidOut(sb, '712300090');
    await pay(sb, token, orderNo, 21638);
    sb.clock += PAYMENT_MS;
    const reply = await confirm(sb, token, { orderNo, amount: 1000, channelId: 'mpesa' });
    expect(reply.body).toEqual(refusal(10030002, `Not possible now: the loan order ${orderNo} is finished`));
  });
});

describe('an overdue loan', () => {
  it('accrues 2 % of the principal a day on the sandbox clock, and keeps it when paid off', async () => {
    const { token, orderNo } = await paidOut(sb, '712300100');
    await advance(91 * DAY + 2 * DAY + 1); // into the third day past due
    expect(await detail(sb, token, orderNo)).toMatchObject({
      state: 'overdue',
      stepCode: 3,
      overdueDays: 3,
      penalty: 1200, // 3 × 400
      unpaidAmount: 22838, // 21,638 + 1,200
      rolloverAvailable: false,
    });
    const color = await get(sb, 'loanMarket/repay-color', {}, { token });
    expect(color.body.data).toEqual({ color: '#C62828' });

    // A part payment leaves it overdue; the penalty keeps counting.
    await pay(sb, token, orderNo, 2838);
    sb.clock += PAYMENT_MS;
    expect(await detail(sb, token, orderNo)).toMatchObject({ state: 'overdue', unpaidAmount: 20000 });
    await advance(DAY);
    expect(await detail(sb, token, orderNo)).toMatchObject({
      overdueDays: 4,
      penalty: 1600,
      unpaidAmount: 20400,
    });

    await pay(sb, token, orderNo, 20400);
    sb.clock += PAYMENT_MS;
    await advance(10 * DAY); // a finished loan accrues nothing more
    expect(await detail(sb, token, orderNo)).toMatchObject({
      state: 'finished',
      overdueDays: 4,
      penalty: 1600,
      repaidAmount: 23238, // 21,638 + 1,600
      unpaidAmount: 0,
    });
    // Late: the limit stays.
    expect((await get(sb, 'loan/get-credit-info', {}, { token })).body.data).toEqual({
      limit: 60000,
      used: 0,
    });
  });

  it('a payment settling at the very due moment is on time (settlements go before falling due)', async () => {
    const { token, orderNo } = await paidOut(sb, '712300105');
    await advance(91 * DAY - PAYMENT_MS);
    await pay(sb, token, orderNo, 21638);
    await advance(PAYMENT_MS + DAY); // read a day later: the payment happened at the due moment
    expect(await detail(sb, token, orderNo)).toMatchObject({ state: 'finished', penalty: 0, overdueDays: 0 });
    expect((await get(sb, 'loan/get-credit-info', {}, { token })).body.data).toEqual({
      limit: 80000,
      used: 0,
    });
  });

  it('the repay colour is green while the loan is current, and for a visitor', async () => {
    const { token } = await paidOut(sb, '712300110');
    expect((await get(sb, 'loanMarket/repay-color', {}, { token })).body.data).toEqual({ color: '#0B7A3B' });
    expect((await get(sb, 'loanMarket/repay-color')).body.data).toEqual({ color: '#0B7A3B' });
  });
});

describe('outcomes chosen by the amount of a part payment', () => {
  it('ending in 1: the payment fails, with the spec message', async () => {
    const { token, orderNo } = await paidOut(sb, '712300120');
    const order = await pay(sb, token, orderNo, 5001);
    sb.clock += PAYMENT_MS;
    expect((await status(sb, token, order.payOrderId)).body.data).toMatchObject({
      state: 'failed',
      failure: { code: 10050006, msg: 'The request failed Please try again' },
    });
    expect((await detail(sb, token, orderNo)).repaidAmount).toBe(0);
  });

  it('ending in 2: never paid, the order times out after 15 minutes', async () => {
    const { token, orderNo } = await paidOut(sb, '712300130');
    const order = await pay(sb, token, orderNo, 5002);
    sb.clock += PAY_ORDER_TTL_MS - 1;
    expect((await status(sb, token, order.payOrderId)).body.data.state).toBe('pending');
    sb.clock += 1;
    expect((await status(sb, token, order.payOrderId, 'sw_KE')).body.data).toMatchObject({
      state: 'timed_out',
      failure: { code: 10050004, msg: 'Muda wa agizo hili umeisha, tafadhali jaribu tena' },
    });
    expect((await status(sb, token, order.payOrderId)).body.data.failure?.msg).toBe(
      'This order has timed out, please try again',
    );
  });

  it('ending in 3: the provider refuses it at once', async () => {
    const { token, orderNo } = await paidOut(sb, '712300140');
    const reply = await confirm(sb, token, { orderNo, amount: 5003, channelId: 'mpesa' });
    expect(reply.body).toEqual(refusal(10050006, 'The request failed Please try again'));
  });

  it('the whole rest is always paid, whatever its last digit', async () => {
    const { token, orderNo } = await paidOut(sb, '712300150');
    await pay(sb, token, orderNo, 20637); // leaves 1,001 … then the rest, ending in 1
    sb.clock += PAYMENT_MS;
    const rest = await pay(sb, token, orderNo, 1001);
    sb.clock += PAYMENT_MS;
    expect((await status(sb, token, rest.payOrderId)).body.data.state).toBe('paid');
    expect((await detail(sb, token, orderNo)).state).toBe('finished');
  });
});

describe('repay-amount rules (spec section 5) and the messages of section 8', () => {
  it.each([
    [999, 10050007, 'Minimum input 1000 shillings'],
    [0, 10050007, 'Minimum input 1000 shillings'],
    [1500.5, 10050009, 'Please enter an integer amount'],
    ['1500', 10050009, 'Please enter an integer amount'],
    [21639, 10050010, 'You owe 21638: please enter at most that amount'],
  ])('%s → %s', async (amount, code, msg) => {
    const { token, orderNo } = await paidOut(sb, '712300160');
    expect((await confirm(sb, token, { orderNo, amount, channelId: 'mpesa' })).body).toEqual(
      refusal(code, msg),
    );
  });

  it('a product’s own minimum and step', async () => {
    const p2 = await paidOut(sb, '712300170', 'p2', 20000);
    const below = await confirm(sb, p2.token, { orderNo: p2.orderNo, amount: 1500, channelId: 'mpesa' });
    expect(below.body).toEqual(refusal(10050008, 'The minimum repayment amount needs to be more than 2000'));

    const p3 = await paidOut(sb, '712300180', 'p3', 20000);
    expect((await detail(sb, p3.token, p3.orderNo)).repayStep).toBe(100);
    const cases: Array<[number, string]> = [
      [800, 'Minimum input 1000 shillings'],
      [4000, 'The minimum repayment amount needs to be more than 5000'],
      [5050, 'Please enter a multiple of 100'],
    ];
    for (const [amount, msg] of cases) {
      const reply = await confirm(sb, p3.token, { orderNo: p3.orderNo, amount, channelId: 'mpesa' });
      expect(reply.body.msg).toBe(msg);
    }
    expect(
      (await confirm(sb, p3.token, { orderNo: p3.orderNo, amount: 5100, channelId: 'mpesa' })).body.code,
    ).toBe(0);
  });

  it('when less than the minimum is owed, only the whole rest is accepted', async () => {
    const { token, orderNo } = await paidOut(sb, '712300190');
    await pay(sb, token, orderNo, 21000);
    sb.clock += PAYMENT_MS;
    expect(await detail(sb, token, orderNo)).toMatchObject({ unpaidAmount: 638, minRepayAmount: 638 });
    const less = await confirm(sb, token, { orderNo, amount: 600, channelId: 'mpesa' });
    expect(less.body).toEqual(refusal(10050008, 'The minimum repayment amount needs to be more than 638'));
    expect((await confirm(sb, token, { orderNo, amount: 638, channelId: 'mpesa' })).body.code).toBe(0);
  });

  it('empty identifiers get the spec’s messages, in both languages', async () => {
    const { token, orderNo } = await paidOut(sb, '712300200');
    expect((await confirm(sb, token, { orderNo, amount: 5000, channelId: '' })).body).toEqual(
      refusal(10050001, 'channelId cannot be empty'),
    );
    expect((await confirm(sb, token, { orderNo, amount: 5000 })).body).toEqual(
      refusal(10050001, 'channelId cannot be empty'),
    );
    expect((await confirm(sb, token, { amount: 5000, channelId: 'mpesa' })).body).toEqual(
      refusal(10050002, 'orderNo cannot be empty'),
    );
    expect((await get(sb, 'portal/repayment/detail', { orderNo: '' }, { token })).body).toEqual(
      refusal(10050002, 'orderNo cannot be empty'),
    );
    expect((await status(sb, token, '')).body).toEqual(
      refusal(10050003, 'payOrderId cannot be empty, please try again'),
    );
    expect((await status(sb, token, '', 'sw_KE')).body.msg).toBe(
      'payOrderId haiwezi kuwa tupu, tafadhali jaribu tena',
    );
    expect((await status(sb, token, 'P0')).body).toEqual(
      refusal(400, 'Invalid parameter: payOrderId P0 is not one of your payment orders'),
    );
  });

  it('no payment method: a channel turned off, an unknown one, or a method it does not offer', async () => {
    const { token, orderNo } = await paidOut(sb, '712300210');
    const off = await control(sb, 'POST', 'payments/channels', { channelId: 'halopesa', available: false });
    expect(off.status).toBe(200);
    const listed = await get<{ channels: PayChannel[] }>(sb, 'loanMarket/repay/products', {}, { token });
    expect(listed.body.data.channels.find((c) => c.channelId === 'halopesa')?.available).toBe(false);
    const none = refusal(10050005, 'There is no payment method, please choose another channel');
    for (const payload of [
      { channelId: 'halopesa' },
      { channelId: 'visa' },
      { channelId: 'bank', method: 'online' },
    ]) {
      expect((await confirm(sb, token, { orderNo, amount: 5000, ...payload })).body).toEqual(none);
    }
    await control(sb, 'POST', 'payments/channels', { channelId: 'halopesa', available: true });
    expect((await confirm(sb, token, { orderNo, amount: 5000, channelId: 'halopesa' })).body.code).toBe(0);
  });
});
