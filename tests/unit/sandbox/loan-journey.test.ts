// @vitest-environment node
/**
 * The borrower journey over real HTTP, as the app makes it: register → the forms → ID card, face and
 * liveness → wallet → questionnaire → confirm → apply → submit → review → take the money → paid out → overdue.
 */
import { expect, it, vi } from 'vitest';
import type { LoanOrder, LoanStep } from '../../../src/contract/entities.ts';
import { PERSONAL_OK, QUESTIONNAIRE_OK, WORK_OK } from '../../helpers/tz-values.ts';
import { control } from '../../helpers/sandbox.ts';
import { CODE, get, post, register, START_MS, sandboxPerTest } from './helpers.ts';
import { DAY, HARAKA_CASH_20000, homepage, latestOrder, upload } from './loan-helpers.ts';

// A whole journey over HTTP takes seconds when the machine is busy (8 s seen with the suite in parallel).
vi.setConfig({ testTimeout: 30_000 });

const sb = sandboxPerTest();

const MOBILE = '712345678';
const S = (ms: number) => Math.floor(ms / 1000);
const step = (stepCode: number, query: Record<string, string> = {}) => ({
  code: 0,
  data: { stepCode, query },
  msg: 'ok',
});

it('takes a borrower from registration to an overdue loan, every step derived from what they did', async () => {
  const { token, userInfo } = await register(sb, MOBILE);
  expect(userInfo.stepCode).toBe(6);
  const opts = { token };

  // The application forms.
  expect((await post(sb, 'user/saveBasicInfo-market', PERSONAL_OK, opts)).body).toEqual(step(11));
  expect((await post(sb, 'user/saveAdditionInfo-market', WORK_OK, opts)).body).toEqual(step(12));

  // ID card: front, back, the card read back, the face and the liveness check.
  const front = await upload<{ imageId: string; bytes: number }>(sb, 'user/upload/curp/front', token);
  // `bytes` of the copy kept: the sandbox re-encodes every picture (uploads.ts), never keeping what was sent.
  expect(front.body.data).toEqual({
    imageId: expect.stringMatching(/^[0-9a-f]{32}$/),
    bytes: expect.any(Number),
  });
  expect((await upload(sb, 'user/upload/curp/back', token)).body.code).toBe(0);
  expect((await post(sb, 'user/curp/ocr', {}, opts)).body.data).toEqual({
    nationalId: PERSONAL_OK.nationalId,
    firstName: 'Amani',
    lastName: 'Juma',
  });
  expect((await upload(sb, 'user/saveFaceImage', token)).body.code).toBe(0);
  const live = await upload(
    sb,
    'portal/liveness/detection/result/save',
    token,
    { sdk: 'camera', passed: true },
    null,
  );
  expect(live.body.data).toEqual({ passed: true });
  expect((await post(sb, 'user/finishUploadAllImg', {}, opts)).body).toEqual(step(5));

  // The wallet, confirmed by a code sent to it; then the questionnaire.
  const code = { mobile: '0754123456', countryCode: '255', type: 'bindCard' };
  expect((await post(sb, 'security/getVerifyCode', code, opts)).body.code).toBe(0);
  const wallet = { wallet: 'mpesa', accountNumber: '0754123456', code: CODE };
  expect((await post(sb, 'user/addBankCard', wallet, opts)).body).toEqual(step(17));
  expect((await post(sb, 'user/save/questionnaire', QUESTIONNAIRE_OK, opts)).body).toEqual(step(14));

  // Confirm borrow: every figure from the server.
  const amounts = await get<{ amounts: number[] }>(sb, 'loan/product/step-amount', { productId: 'p1' }, opts);
  expect(amounts.body.data.amounts).toContain(20000);
  const quote = await get(sb, 'loan/confirm/product-info', { productId: 'p1', amount: 20000 }, opts);
  expect(quote.body.data).toEqual({
    productId: 'p1',
    productName: 'Haraka Cash',
    ...HARAKA_CASH_20000,
    dueDate: S(START_MS + 91 * DAY),
  });

  // Apply: the order waits for the data-collection gate (off in the sandbox) and the submit.
  const applied = await post<LoanStep & { orderNo: string }>(
    sb,
    'loan/loan-order/apply-market',
    { productId: 'p1', amount: 20000 },
    opts,
  );
  const { orderNo } = applied.body.data;
  expect(orderNo).toMatch(/^L20250101\d{6}$/);
  expect(applied.body.data).toEqual({ stepCode: 19, query: { orderNo }, orderNo });
  expect((await get(sb, 'time/upload/enable', { orderNo }, opts)).body.data).toEqual({
    enableTimeSdk: false,
  });
  const flags = (await get<Record<string, boolean>>(sb, 'time/upload/uploadStatus', { orderNo }, opts)).body
    .data;
  expect(Object.values(flags)).toEqual([true, true, true, true, true, true, true]);
  expect((await post(sb, 'user/submit', { orderNo }, opts)).body).toEqual(step(1, { orderNo }));

  let home = await homepage(sb, token);
  expect(home.loan).toEqual({ stepCode: 1, query: { orderNo } });
  expect(home.order).toMatchObject({
    orderNo,
    state: 'under_review',
    stepCode: 1,
    expectedAt: S(START_MS + 6000),
  });
  expect(home.order.wallet).toEqual({ wallet: 'mpesa', accountNumber: '754123456' });

  // Review decides after the delay: approved, money to take within 24 hours.
  sb.clock += 6000;
  home = await homepage(sb, token);
  expect(home.loan).toEqual({ stepCode: 18, query: { orderNo } });
  expect(home.order).toMatchObject({
    state: 'approved',
    drawBefore: S(START_MS + 6000 + DAY),
    expectedAt: null,
  });

  expect((await get(sb, 'loan/get-money-time', { orderNo }, opts)).body.data).toEqual({ expectedAt: null });
  const draw = await get(sb, 'loan/get-money', { orderNo }, opts);
  expect(draw.body.data).toEqual({ stepCode: 7, query: { orderNo }, orderNo });
  const disbursingAt = sb.clock;
  const time = await get(sb, 'loan/get-money-time', { orderNo }, opts);
  expect(time.body.data).toEqual({ expectedAt: S(disbursingAt + 6000) });
  expect((await latestOrder(sb, token)).cancellable).toBe(true);

  // Paid out: repaying, due termDays after the money went out.
  sb.clock += 10_000;
  const paid = await latestOrder(sb, token);
  const disbursedAt = disbursingAt + 6000;
  expect(paid).toMatchObject({
    state: 'disbursed',
    stepCode: 2,
    disbursedAt: S(disbursedAt),
    dueDate: S(disbursedAt + 91 * DAY),
    unpaidAmount: 21638,
    cancellable: false,
  });
  expect((await get(sb, 'loan/get-credit-info', {}, opts)).body.data).toEqual({ limit: 60000, used: 21638 });
  const list = await get<{ orders: LoanOrder[] }>(sb, 'loan/loan-order/list-market', {}, opts);
  expect(list.body.data.orders).toEqual([paid]);
  expect((await get(sb, 'loanMarket/lending-record', {}, opts)).body.data).toEqual({ orders: [paid] });

  // The tester's clock: three days and a bit past due. The session lives on real time and survives.
  const toOverdue = disbursedAt + 91 * DAY + 2 * DAY + 1 - sb.clock;
  expect((await control(sb, 'POST', 'clock', { advanceMs: toOverdue })).status).toBe(200);
  home = await homepage(sb, token);
  expect(home.loan).toEqual({ stepCode: 3, query: { orderNo } });
  expect(home.order).toMatchObject({ state: 'overdue', overdueDays: 3, penalty: 1200, unpaidAmount: 22838 });

  const { body } = await control<{ loans: Array<{ events: Array<{ event: string }> }> }>(
    sb,
    'GET',
    `loans?mobile=${MOBILE}`,
  );
  expect(body.loans[0]?.events.map((e) => e.event)).toEqual([
    'submit',
    'approve',
    'draw',
    'payout_ok',
    'fall_due',
  ]);
  expect((await get(sb, 'security/getUserInfo', {}, opts)).body.data).toMatchObject({ stepCode: 3 });
});
