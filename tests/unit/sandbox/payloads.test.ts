// @vitest-environment node
/** Payload checks by the contract's schemas: one clear message naming the field and the problem. */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../sandbox/errors.ts';
import { message } from '../../../sandbox/messages.ts';
import { payloadValidators } from '../../../sandbox/payloads.ts';
import { callUrl, get, headers, post, register, removeTempDirs, startSandbox } from './helpers.ts';
import type { TestSandbox } from './helpers.ts';
import { encrypt } from '../../../sandbox/cipher.ts';

let sb: TestSandbox;
let token: string;
beforeEach(async () => {
  sb = await startSandbox();
  ({ token } = await register(sb, '712345678'));
});
afterEach(async () => {
  await sb.stop();
});
afterAll(removeTempDirs);

const invalid = (msg: string) => ({ status: 200, body: { code: 400, data: null, msg } });

describe('over HTTP', () => {
  it.each([
    [
      'loan/confirm/product-info',
      { productId: 'p1', amount: '20000' },
      'Invalid parameter: amount must be an integer',
    ],
    [
      'loan/confirm/product-info',
      { productId: 'p1', amount: 1.5 },
      'Invalid parameter: amount must be an integer',
    ],
    [
      'loan/confirm/product-info',
      { productId: 'p1', amount: 0 },
      'Invalid parameter: amount must be at least 1',
    ],
    ['loan/confirm/product-info', { amount: 1000 }, 'Invalid parameter: productId is required'],
    ['loan/get-money', {}, 'Invalid parameter: orderNo is required'],
    ['loan/get-money', { orderNo: '' }, 'Invalid parameter: orderNo must not be empty'],
    [
      'time/upload/enable',
      { orderNo: 'x'.repeat(65) },
      'Invalid parameter: orderNo must be at most 64 characters',
    ],
    [
      'portal/homepage/data',
      { page: 1 },
      'Invalid parameter: page is not a parameter of portal/homepage/data',
    ],
  ])('GET %s %j', async (path, payload, msg) => {
    expect(await get(sb, path, payload, { token })).toEqual(invalid(msg));
  });

  it.each([
    [
      'user/addBankCard',
      { wallet: 'vodacom', accountNumber: '754123456', code: '246810' },
      'Invalid parameter: wallet must be one of mpesa, tigo, airtel, halopesa',
    ],
    [
      'user/addBankCard',
      { wallet: 'mpesa', accountNumber: '+255754123456', code: '246810' },
      'Invalid parameter: accountNumber must be 9 digits, or 10 digits starting with 0',
    ],
    ['user/submit', { orderNo: 42 }, 'Invalid parameter: orderNo must be a string'],
    [
      'security/getVerifyCode',
      { mobile: '712345678', countryCode: '2555a', type: 'login' },
      'Invalid parameter: countryCode must be a calling code of 1 to 4 digits, with or without +',
    ],
  ])('POST %s %j', async (path, payload, msg) => {
    expect(await post(sb, path, payload, { token })).toEqual(invalid(msg));
  });

  it('answers in Kiswahili for sw_KE', async () => {
    const reply = await get(sb, 'loan/get-money', {}, { token, lang: 'sw_KE' });
    expect(reply.body.msg).toBe('Kigezo batili: orderNo kinahitajika');
    const wallet = await post(
      sb,
      'user/addBankCard',
      { wallet: 'x', accountNumber: '754123456', code: '1' },
      { token, lang: 'sw_KE' },
    );
    expect(wallet.body.msg).toBe('Kigezo batili: wallet lazima iwe moja ya mpesa, tigo, airtel, halopesa');
  });

  it('checks t too: Unix seconds as an integer', async () => {
    const value = encrypt(JSON.stringify({ t: 1735689600.5 }), 'com.tz.pesa.loan');
    const response = await fetch(`${callUrl(sb, 'portal/homepage/data')}?abcde123=${value}`, {
      headers: headers({ token }),
    });
    expect(await response.json()).toEqual(invalid('Invalid parameter: t must be an integer').body);
  });

  it('a logged-out caller hears about the session first', async () => {
    expect((await get(sb, 'loan/get-money', {})).body.code).toBe(10010301);
  });

  it('the schema forms take any field: the market’s form files judge them', async () => {
    const reply = await post(sb, 'user/saveBasicInfo-market', { nickname: 'Ama' }, { token });
    expect(reply.body.msg).toBe('Invalid parameter: nickname is not a field of the personal form');
  });
});

describe('payloadValidators', () => {
  const validators = payloadValidators();
  const problem = (path: Parameters<typeof validators.check>[0], payload: object): string => {
    try {
      validators.check(path, { ...payload, t: 1 });
    } catch (error) {
      if (error instanceof ApiError) return message('en', error.key, error.params);
      throw error;
    }
    return 'valid';
  };

  it('names nested fields the way a client developer writes them', () => {
    const leave = { feedbackId: 'f1', text: 'hello' };
    expect(problem('feedback/add/leaveMsg', { ...leave, images: ['a', 7] })).toBe(
      'Invalid parameter: images[1] must be a string',
    );
    // At most as many pictures as the feedback form takes (FEEDBACK_MESSAGE_MAX_PICTURES).
    expect(problem('feedback/add/leaveMsg', { ...leave, images: Array(4).fill('a') })).toBe(
      'Invalid parameter: images may hold at most 3 items',
    );
    expect(problem('feedback/add/leaveMsg', leave)).toBe('valid');
  });

  it('covers every keyword the contract uses', () => {
    const live = { sdk: 'camera', passed: true };
    expect(problem('portal/liveness/detection/result/save', { ...live, score: 101 })).toBe(
      'Invalid parameter: score must be at most 100',
    );
    expect(problem('portal/liveness/detection/result/save', { ...live, passed: 'yes' })).toBe(
      'Invalid parameter: passed must be true or false',
    );
    expect(problem('security/register', { mobile: '712345678', countryCode: '255', code: '12a' })).toBe(
      'Invalid parameter: code must be 1 to 12 digits',
    );
  });
});
