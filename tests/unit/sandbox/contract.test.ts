// @vitest-environment node
/**
 * Every call of the wire contract has a sandbox route.
 * The routes' reply types are checked by the compiler: `route(path, handler)` types the handler's return as
 * the contract's reply for that path, so a route whose reply drifts from `Replies` fails the type check.
 * The repayment and coupon replies are also held over HTTP to key-by-key tables of their types (a table the
 * compiler checks against the type), so a field the sandbox adds, drops or sends with the wrong kind fails.
 */
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../src/contract/calls.ts';
import type { CallPath, ReplyOf } from '../../../src/contract/calls.ts';
import type {
  Coupon,
  ExtensionData,
  FeedbackMessage,
  FeedbackTicket,
  PayChannel,
  PaymentProof,
  PayOrder,
  RepaymentDetail,
} from '../../../src/contract/entities.ts';
import { findRoute, ROUTES } from '../../../sandbox/routes/index.ts';
import { control } from '../../helpers/sandbox.ts';
import { get, post, register, sandboxPerBlock } from './helpers.ts';
import { upload } from './loan-helpers.ts';
import { paidOut } from './repay-helpers.ts';

const paths = Object.keys(CALLS) as CallPath[];

describe('the sandbox serves the contract', () => {
  it.each(paths)('%s has a route', (path) => {
    expect(findRoute(CALLS[path].base, path)?.path).toBe(path);
  });

  it('every route is a contract call, once, under the contract’s base', () => {
    const served = ROUTES.map((r) => r.path);
    expect(new Set(served).size).toBe(served.length);
    for (const path of served) expect(paths).toContain(path);
    expect(findRoute('cou', 'security/login')).toBeUndefined();
    expect(findRoute('api', 'country/meta/ip')).toBeUndefined();
  });
});

/** What a value on the wire is; `?` also allows null. */
type Kind =
  'string' | 'number' | 'boolean' | 'object' | 'array' | 'string?' | 'number?' | 'boolean?' | 'object?';

/**
 * Every key of `T`, each with the kind of its value. The compiler refuses a missing key and an extra one,
 * so these tables cannot drift from the contract's types; `expectShape` holds a reply to them.
 */
const shapeOf =
  <T>() =>
  <const S extends { [K in keyof T]-?: Kind }>(shape: S & Record<Exclude<keyof S, keyof T>, never>) =>
    shape as Readonly<Record<string, Kind>>;

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  return value === null ? 'null' : typeof value;
}

function expectShape(value: unknown, shape: Readonly<Record<string, Kind>>, where: string): void {
  expect(kindOf(value), where).toBe('object');
  const record = value as Record<string, unknown>;
  expect(Object.keys(record).sort(), where).toEqual(Object.keys(shape).sort());
  for (const [key, kind] of Object.entries(shape)) {
    const allowed = kind.endsWith('?') ? [kind.slice(0, -1), 'null'] : [kind];
    expect(allowed, `${where}.${key} is ${kindOf(record[key])}`).toContain(kindOf(record[key]));
  }
}

const LOAN_ORDER = {
  orderNo: 'string',
  state: 'string',
  stepCode: 'number',
  productId: 'string',
  productName: 'string',
  amount: 'number',
  termDays: 'number',
  interestRatePerDay: 'number',
  interest: 'number',
  serviceFee: 'number',
  serviceFeeTax: 'number',
  receivedAmount: 'number',
  repayAmount: 'number',
  totalCostOfCredit: 'number',
  penaltyRatePerDay: 'number',
  appliedAt: 'number',
  expectedAt: 'number?',
  disbursedAt: 'number?',
  dueDate: 'number?',
  overdueDays: 'number',
  penalty: 'number',
  repaidAmount: 'number',
  unpaidAmount: 'number',
  wallet: 'object?',
  reapplyAt: 'number?',
  cancellable: 'boolean',
  drawBefore: 'number?',
} as const;

const PAY_ORDER = shapeOf<PayOrder>()({
  payOrderId: 'string',
  orderNo: 'string',
  purpose: 'string',
  amount: 'number',
  channelId: 'string',
  method: 'string',
  state: 'string',
  createdAt: 'number',
  expiresAt: 'number',
  settledAt: 'number?',
  payBill: 'string',
  accountName: 'string',
  bankName: 'string?',
  reference: 'string',
  payUrl: 'string?',
  qrText: 'string',
  promptTo: 'string?',
  failure: 'object?',
});
const PROOF = shapeOf<PaymentProof>()({
  proofId: 'string',
  orderNo: 'string',
  amount: 'number',
  channelId: 'string',
  transactionId: 'string?',
  state: 'string',
  submittedAt: 'number',
  reviewBy: 'number',
  reviewedAt: 'number?',
  reason: 'string?',
});
const DETAIL = shapeOf<RepaymentDetail>()({
  ...LOAN_ORDER,
  interestPerDay: 'number',
  penaltyPerDay: 'number',
  minRepayAmount: 'number',
  repayStep: 'number',
  rolloverAvailable: 'boolean',
  pendingPayOrder: 'object?',
  proof: 'object?',
});
const EXTENSION = shapeOf<ExtensionData>()({
  available: 'boolean',
  refusal: 'string?',
  days: 'number',
  fee: 'number',
  dueDate: 'number?',
  newDueDate: 'number?',
  unpaidAmount: 'number',
  rolloversUsed: 'number',
  maxRollovers: 'number',
});
const CHANNEL = shapeOf<PayChannel>()({
  channelId: 'string',
  name: 'string',
  kind: 'string',
  methods: 'array',
  payBill: 'string',
  accountName: 'string',
  bankName: 'string?',
  available: 'boolean',
});
const COUPON = shapeOf<Coupon>()({
  couponId: 'string',
  title: 'string',
  amount: 'number',
  expiresAt: 'number',
  status: 'string',
  orderNo: 'string?',
  usedAt: 'number?',
});

describe('the repayment and coupon replies match the contract’s reply types', () => {
  const sb = sandboxPerBlock();

  it('every repayment and coupon call, through a whole repayment', async () => {
    const { token, orderNo } = await paidOut(sb, '712399990');
    const opts = { token };
    const data = async <P extends CallPath>(
      path: P,
      payload: Record<string, unknown> = {},
    ): Promise<ReplyOf<P>> => {
      const call = CALLS[path].methods[0] === 'GET' ? get : post;
      const reply = await call<ReplyOf<P>>(sb, path, payload, opts);
      expect(reply.body.code, `${path}: ${reply.body.msg}`).toBe(0);
      return reply.body.data;
    };
    const seen = new Set<CallPath>();
    const check = async <P extends CallPath>(path: P, payload: Record<string, unknown> = {}) => {
      seen.add(path);
      return data(path, payload);
    };

    expectShape(await check('portal/repayment/detail', { orderNo }), DETAIL, 'detail');
    const { channels } = await check('loanMarket/repay/products');
    for (const channel of channels) expectShape(channel, CHANNEL, 'channel');
    expectShape(await check('loanMarket/repay-color'), { color: 'string' }, 'repay-color');
    expectShape(await check('repay/getExtensionData', { orderNo }), EXTENSION, 'extension');
    const rollover = await check('repay/confirmExtensionOrder', { orderNo, channelId: 'tigo' });
    expectShape(rollover, PAY_ORDER, 'rollover order');
    const order = await check('portal/repayment/confirm', { orderNo, amount: 5001, channelId: 'mpesa' });
    expectShape(order, PAY_ORDER, 'pay order');
    sb.clock += 5000;
    const failed = await check('portal/repayment/status', { payOrderId: order.payOrderId });
    expectShape(failed, PAY_ORDER, 'failed order');
    expectShape(failed.failure, { code: 'number', msg: 'string' }, 'failure');

    seen.add('portal/repayment/proof');
    const proof = await upload<PaymentProof>(sb, 'portal/repayment/proof', token, {
      orderNo,
      amount: 2000,
      channelId: 'airtel',
    });
    expectShape(proof.body.data, PROOF, 'proof');
    const withProof = await data('portal/repayment/detail', { orderNo });
    expectShape(withProof.proof, PROOF, 'detail.proof');

    expectShape(await check('lottery-draw/is-show'), { show: 'boolean' }, 'is-show');
    const won = await check('lottery-draw/create');
    expectShape(won, { coupon: 'object?' }, 'create');
    expectShape(won.coupon, COUPON, 'won coupon');
    expectShape(await check('lottery-draw/coupon/quantity'), { quantity: 'number' }, 'quantity');
    const { coupons } = await check('lottery-draw/coupons');
    for (const coupon of coupons) expectShape(coupon, COUPON, 'coupon');
    const used = await check('lottery-draw/coupon/use', { couponId: won.coupon?.couponId, orderNo });
    expectShape(
      used,
      { used: 'boolean', coupon: 'object', unpaidAmount: 'number', usedAmount: 'number' },
      'use',
    );
    expectShape(used.coupon, COUPON, 'used coupon');
    const usedList = await check('lottery-draw/coupon/used');
    for (const coupon of usedList.coupons) expectShape(coupon, COUPON, 'used list');

    // Every repayment and coupon call of the contract was called above.
    const areas = /^(loanMarket\/repay|portal\/repayment\/|repay\/|lottery-draw\/)/;
    expect([...seen].sort()).toEqual(paths.filter((path) => areas.test(path)).sort());
  }, 60_000);
});

const FEEDBACK_MESSAGE = shapeOf<FeedbackMessage>()({
  messageId: 'string',
  from: 'string',
  text: 'string',
  at: 'number',
  images: 'array',
});
const FEEDBACK_TICKET = shapeOf<FeedbackTicket>()({
  feedbackId: 'string',
  type: 'number',
  status: 'number',
  remark: 'string',
  images: 'array',
  contact: 'string',
  appointmentTime: 'string?',
  resolved: 'boolean?',
  unread: 'number',
  editable: 'boolean',
  messages: 'array',
  createdAt: 'number',
  updatedAt: 'number',
});

describe('the feedback replies match the contract’s reply types', () => {
  const sb = sandboxPerBlock();

  it('every feedback call, through a ticket answered, replied to and rated', async () => {
    const { token } = await register(sb, '712399980');
    const seen = new Set<CallPath>();
    const check = async <P extends CallPath>(path: P, payload: Record<string, unknown> = {}) => {
      seen.add(path);
      const call = CALLS[path].methods[0] === 'GET' ? get : post;
      const reply = await call<ReplyOf<P>>(sb, path, payload, { token });
      expect(reply.body.code, `${path}: ${reply.body.msg}`).toBe(0);
      return reply.body.data;
    };
    const picture = async (path: 'feedback/uploadFile' | 'feedback/upload/credential') => {
      seen.add(path);
      const { body } = await upload<ReplyOf<typeof path>>(sb, path, token);
      expect(body.code, `${path}: ${body.msg}`).toBe(0);
      expectShape(body.data, { imageId: 'string', bytes: 'number' }, path);
      return body.data.imageId;
    };

    const images = [await picture('feedback/uploadFile')];
    const created = await check('feedback/create', {
      type: 7,
      remark: 'The money has not arrived yet',
      images,
    });
    expectShape(created, { feedbackId: 'string' }, 'create');
    const { feedbackId } = created;
    await control(sb, 'POST', 'feedback/reply', { mobile: '712399980', text: 'Which wallet?' });
    expectShape(await check('feedback/red-dot-marker'), { unread: 'number' }, 'red dot');
    const { tickets } = await check('feedback/list/feedback');
    for (const ticket of tickets) expectShape(ticket, FEEDBACK_TICKET, 'list');
    const ticket = await check('feedback/detail', { feedbackId });
    expectShape(ticket, FEEDBACK_TICKET, 'detail');
    for (const message of ticket.messages) expectShape(message, FEEDBACK_MESSAGE, 'detail.messages');
    const extra = await picture('feedback/upload/credential');
    const left = await check('feedback/add/leaveMsg', { feedbackId, text: 'M-Pesa', images: [extra] });
    expectShape(left, { message: 'object' }, 'leaveMsg');
    expectShape(left.message, FEEDBACK_MESSAGE, 'leaveMsg.message');
    const { messages } = await check('feedback/list/leave-message', { feedbackId });
    for (const message of messages) expectShape(message, FEEDBACK_MESSAGE, 'leave-message');
    await control(sb, 'POST', 'feedback/status', { mobile: '712399980', status: 4 });
    expectShape(
      await check('feedback/submit-rating', { feedbackId, resolved: true }),
      { resolved: 'boolean' },
      'rating',
    );
    const faq = await check('feedback/list/question_answer');
    for (const item of faq.items) expectShape(item, { question: 'string', answer: 'string' }, 'faq');

    // Every feedback call of the contract was called above.
    expect([...seen].sort()).toEqual(paths.filter((path) => path.startsWith('feedback/')).sort());
  }, 60_000);
});

describe('the download link (app-download/getAddress)', () => {
  const sb = sandboxPerBlock();

  const address = async () => {
    const reply = await get<ReplyOf<'app-download/getAddress'>>(sb, 'app-download/getAddress');
    expect(reply.body.code).toBe(0);
    expectShape(reply.body.data, { url: 'string' }, 'getAddress');
    return reply.body.data.url;
  };

  it('gives the store link, a tester’s link, none after clearing, and the default again', async () => {
    expect(await address()).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=/);
    await control(sb, 'POST', 'app-download', { url: 'https://example.test/app.apk' });
    expect(await address()).toBe('https://example.test/app.apk');
    expect((await control(sb, 'POST', 'app-download', { url: '' })).body).toEqual({ ok: true, url: '' });
    expect(await address()).toBe('');
    await control(sb, 'POST', 'app-download', { url: null });
    expect(await address()).toMatch(/^https:\/\/play\.google\.com\//);
    expect((await control(sb, 'POST', 'app-download', { url: 42 })).status).toBe(400);
  });
});
