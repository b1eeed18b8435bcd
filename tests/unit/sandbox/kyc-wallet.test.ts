// @vitest-environment node
/** The ID card, face and liveness calls in the order the app's messages describe, and binding the wallet. */
import { createHmac } from 'node:crypto';
import { livenessMessage, SANDBOX_LIVENESS_KEY } from '../../../sandbox/fake-native/liveness-key.ts';
import { existsSync } from 'node:fs';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findUpload, uploadsDir } from '../../../sandbox/uploads.ts';
import { PERSONAL_OK } from '../../helpers/tz-values.ts';
import { control } from '../../helpers/sandbox.ts';
import { CODE, get, post, register, removeTempDirs, startSandbox } from './helpers.ts';
import type { TestSandbox } from './helpers.ts';
import { upload } from './loan-helpers.ts';

let sb: TestSandbox;
let token: string;
let userId: number;
const MOBILE = '712345678';
beforeEach(async () => {
  sb = await startSandbox();
  ({
    token,
    userInfo: { userId },
  } = await register(sb, MOBILE));
});
afterEach(async () => {
  await sb.stop();
});
afterAll(removeTempDirs);

const refusal = (code: number, msg: string) => ({ code, data: null, msg });

describe('ID card and face', () => {
  it('keeps the front on disk, readable again by its id', async () => {
    const reply = await upload<{ imageId: string }>(sb, 'user/upload/curp/front', token);
    const stored = findUpload(uploadsDir(sb.dbFile), userId, reply.body.data.imageId);
    expect(stored?.mediaType).toBe('image/jpeg');
    expect(existsSync(stored?.path ?? '')).toBe(true);
  });

  it('asks for the front before the back, both sides before the face and the card read', async () => {
    expect((await upload(sb, 'user/upload/curp/back', token)).body).toEqual(
      refusal(10040002, 'Please upload the front of the ID card first'),
    );
    await upload(sb, 'user/upload/curp/front', token);
    const bothSides = refusal(10040003, 'Please upload both sides of the ID card first');
    expect((await upload(sb, 'user/saveFaceImage', token)).body).toEqual(bothSides);
    expect((await post(sb, 'user/curp/ocr', {}, { token })).body).toEqual(bothSides);
    const live = { sdk: 'accuauth', passed: true, score: 97.5 };
    expect((await upload(sb, 'portal/liveness/detection/result/save', token, live)).body).toEqual(bothSides);
    expect((await post(sb, 'user/finishUploadAllImg', {}, { token })).body).toEqual(bothSides);
  });

  it('cannot read a card with nothing declared; reads the declared identity once there is', async () => {
    await upload(sb, 'user/upload/curp/front', token);
    await upload(sb, 'user/upload/curp/back', token);
    expect((await post(sb, 'user/curp/ocr', {}, { token })).body.code).toBe(10040001);
    await post(sb, 'user/saveBasicInfo-market', PERSONAL_OK, { token });
    expect((await post(sb, 'user/curp/ocr', {}, { token })).body.data).toMatchObject({ lastName: 'Juma' });
  });

  it('needs a face photo and a passed liveness check to finish; a failed check is reported', async () => {
    await upload(sb, 'user/upload/curp/front', token);
    await upload(sb, 'user/upload/curp/back', token);
    const missing = refusal(10040004, 'Please complete the face check first');
    expect((await post(sb, 'user/finishUploadAllImg', {}, { token })).body).toEqual(missing);
    const failed = await upload(sb, 'portal/liveness/detection/result/save', token, {
      sdk: 'boyingfei',
      passed: false,
    });
    expect(failed.body).toEqual(refusal(10040005, 'The face check did not pass, please try again'));
    // The SDK's frame counted as the face photo, but the check did not pass.
    expect((await post(sb, 'user/finishUploadAllImg', {}, { token })).body).toEqual(missing);
    // A passing check is the SDK's signed result (sandbox/liveness.ts), not the page's word.
    const result = { livenessId: 'sdk-result-1', score: 93, issuedAt: sb.clock };
    const signature = createHmac('sha256', SANDBOX_LIVENESS_KEY)
      .update(livenessMessage(result))
      .digest('hex');
    const passed = await upload(sb, 'portal/liveness/detection/result/save', token, {
      sdk: 'boyingfei',
      passed: true,
      ...result,
      signature,
    });
    expect(passed.body).toMatchObject({ code: 0 });
    // Forms not saved yet: the next step is the personal form, whatever the ID card says.
    expect((await post(sb, 'user/finishUploadAllImg', {}, { token })).body.data).toEqual({
      stepCode: 6,
      query: {},
    });
  });

  it('refuses a file that is not an image, and a call without its file', async () => {
    const text = new TextEncoder().encode('not a picture at all');
    expect((await upload(sb, 'user/upload/curp/front', token, {}, text)).body).toEqual(
      refusal(10040006, 'The file is not a JPEG, PNG or WebP image, please take the photo again'),
    );
    expect((await upload(sb, 'user/upload/curp/front', token, {}, null)).body).toEqual(
      refusal(400, 'Invalid parameter: file is required'),
    );
  });

  it('POST /__sandbox/reset deletes the ID photos', async () => {
    const reply = await upload<{ imageId: string }>(sb, 'user/upload/curp/front', token);
    await control(sb, 'POST', 'reset');
    expect(findUpload(uploadsDir(sb.dbFile), userId, reply.body.data.imageId)).toBeNull();
  });
});

describe('wallet', () => {
  it('a bindCard code is sent to the wallet number; the wallet is bound with the sandbox code only', async () => {
    const code = await post(
      sb,
      'security/getVerifyCode',
      { mobile: '654123456', countryCode: '255', type: 'bindCard' },
      { token },
    );
    expect(code.body.data).toEqual({ ttlSeconds: 60 });
    const bind = { wallet: 'tigo', accountNumber: '0654123456' };
    expect((await post(sb, 'user/addBankCard', { ...bind, code: '111111' }, { token })).body).toEqual(
      refusal(10020002, 'Invalid verification code'),
    );
    expect(
      (await post(sb, 'user/addBankCard', { ...bind, code: CODE }, { token, lang: 'sw_KE' })).body.code,
    ).toBe(0);
    await control(sb, 'POST', 'users/profile', { mobile: MOBILE, upTo: 'wallet' });
    // The bound wallet is kept: the demo one does not replace it.
    await control(sb, 'POST', 'users/profile', { mobile: MOBILE, upTo: 'questionnaire' });
    const reply = await post<{ orderNo: string }>(
      sb,
      'loan/loan-order/apply-market',
      { productId: 'p1', amount: 1000 },
      { token },
    );
    const order = await get(sb, 'portal/loan/order/latest', {}, { token });
    expect(order.body.data).toMatchObject({
      orderNo: reply.body.data.orderNo,
      wallet: { wallet: 'tigo', accountNumber: '654123456' },
    });
  });
});
