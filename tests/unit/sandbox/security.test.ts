// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { control } from '../../helpers/sandbox.ts';
import { CODE, get, login, post, register, START_MS, sandboxPerTest } from './helpers.ts';
import type { SignedIn, UserInfo } from './helpers.ts';

const sb = sandboxPerTest();

describe('security/existsByMobile', () => {
  it('says whether a number is registered, in either national form', async () => {
    expect((await get(sb, 'security/existsByMobile', { mobile: '712345678' })).body.data).toEqual({
      exists: false,
    });
    await register(sb, '0712345678');
    for (const mobile of ['712345678', '0712345678']) {
      const reply = await get(sb, 'security/existsByMobile', { mobile, countryCode: '255' });
      expect(reply.body).toEqual({ code: 0, data: { exists: true }, msg: 'ok' });
    }
  });

  it('keeps numbers of different countries apart (countryCode defaults to 255)', async () => {
    await register(sb, '712345678', '254');
    expect((await get(sb, 'security/existsByMobile', { mobile: '712345678' })).body.data).toEqual({
      exists: false,
    });
    const kenya = await get(sb, 'security/existsByMobile', { mobile: '712345678', countryCode: '+254' });
    expect(kenya.body.data).toEqual({ exists: true });
  });

  it.each([
    [{}, 'Invalid parameter: mobile is required'],
    [{ mobile: '71234567' }, 'Invalid parameter: mobile must be 9 digits, or 10 digits starting with 0'],
    [{ mobile: '1712345678' }, 'Invalid parameter: mobile must be 9 digits, or 10 digits starting with 0'],
    [{ mobile: 712345678 }, 'Invalid parameter: mobile must be a string'],
    [{ mobile: '712 345 678' }, 'Invalid parameter: mobile must be 9 digits, or 10 digits starting with 0'],
    [
      { mobile: '712345678', countryCode: '44' },
      'Invalid parameter: countryCode must be one of 255, 254, 256, 250, 257',
    ],
  ])('rejects %j with envelope code 400 (on HTTP 200, so the client shows msg)', async (payload, msg) => {
    const reply = await get(sb, 'security/existsByMobile', payload);
    expect(reply).toEqual({ status: 200, body: { code: 400, data: null, msg } });
  });
});

describe('security/getVerifyCode', () => {
  it('answers the resend interval and records the request', async () => {
    const reply = await post(sb, 'security/getVerifyCode', {
      mobile: '0712345678',
      countryCode: '255',
      type: 'register',
    });
    expect(reply.body).toEqual({ code: 0, data: { ttlSeconds: 60 }, msg: 'ok' });
    expect((await control(sb, 'GET', 'state')).body['verifyCodeRequests']).toBe(1);
  });

  it.each([
    [{ mobile: '712345678', countryCode: '255' }, 'Invalid parameter: type is required'],
    [
      { mobile: '712345678', countryCode: '255', type: 'reset' },
      'Invalid parameter: type must be one of login, register, bindCard',
    ],
    [{ mobile: '712345678', type: 'login' }, 'Invalid parameter: countryCode is required'],
  ])('rejects %j with envelope code 400', async (payload, msg) => {
    expect((await post(sb, 'security/getVerifyCode', payload)).body).toEqual({ code: 400, data: null, msg });
  });
});

describe('security/register', () => {
  it('creates the user at step 6 and signs them in', async () => {
    await post(sb, 'security/getVerifyCode', { mobile: '0712345678', countryCode: '255', type: 'register' });
    const reply = await post<SignedIn>(sb, 'security/register', {
      mobile: '0712345678',
      countryCode: '255',
      code: CODE,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(reply.body.data.userInfo).toEqual({
      userId: 1,
      mobile: '712345678',
      countryCode: '255',
      firstName: null,
      lastName: null,
      stepCode: 6,
      registeredAt: START_MS / 1000,
    });
  });

  it('refuses a registered number (either form) with 10020001', async () => {
    await register(sb, '712345678');
    const reply = await post(sb, 'security/register', {
      mobile: '0712345678',
      countryCode: '255',
      code: CODE,
    });
    expect(reply.body).toEqual({
      code: 10020001,
      data: null,
      msg: 'This number has been registered, please login directly',
    });
    expect(reply.status).toBe(200);
  });

  it('refuses a wrong code with 10020002 and creates nobody', async () => {
    const reply = await post(sb, 'security/register', {
      mobile: '712345678',
      countryCode: '255',
      code: '123456',
    });
    expect(reply.body).toEqual({ code: 10020002, data: null, msg: 'Invalid verification code' });
    expect((await get(sb, 'security/existsByMobile', { mobile: '712345678' })).body.data).toEqual({
      exists: false,
    });
  });

  it('rejects a missing or non-digit code with envelope code 400', async () => {
    const missing = await post(sb, 'security/register', { mobile: '712345678', countryCode: '255' });
    expect(missing.body.msg).toBe('Invalid parameter: code is required');
    const letters = await post(sb, 'security/register', {
      mobile: '712345678',
      countryCode: '255',
      code: 'abc',
    });
    expect(letters.body.msg).toBe('Invalid parameter: code must be 1 to 12 digits');
  });

  it('localises business messages for sw_KE', async () => {
    await register(sb, '712345678');
    const reply = await post(
      sb,
      'security/register',
      { mobile: '712345678', countryCode: '255', code: CODE },
      { lang: 'sw_KE' },
    );
    expect(reply.body.msg).toBe('Namba hii tayari imesajiliwa, tafadhali ingia moja kwa moja');
    const wrong = await post(
      sb,
      'security/login',
      { mobile: '712345678', countryCode: '255', code: '1' },
      { lang: 'sw_KE' },
    );
    expect(wrong.body.msg).toBe('Msimbo batili wa uthibitishaji');
  });
});

describe('security/login', () => {
  it('signs a registered user in with a new token', async () => {
    const registered = await register(sb, '712345678');
    await post(sb, 'security/getVerifyCode', { mobile: '712345678', countryCode: '255', type: 'login' });
    const reply = await post<SignedIn>(sb, 'security/login', {
      mobile: '0712345678',
      countryCode: '255',
      code: CODE,
    });
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.token).not.toBe(registered.token);
    expect(reply.body.data.userInfo).toEqual(registered.userInfo);
  });

  it('refuses an unregistered number with 10020003', async () => {
    const reply = await post(sb, 'security/login', { mobile: '712345678', countryCode: '255', code: CODE });
    expect(reply.body).toEqual({
      code: 10020003,
      data: null,
      msg: 'This number is not registered, please register first',
    });
  });

  it('refuses a wrong code with 10020002', async () => {
    await register(sb, '712345678');
    const reply = await post(sb, 'security/login', {
      mobile: '712345678',
      countryCode: '255',
      code: '000000',
    });
    expect(reply.body).toEqual({ code: 10020002, data: null, msg: 'Invalid verification code' });
  });
});

describe('security/getUserInfo', () => {
  it('returns the signed-in user', async () => {
    await register(sb, '755000111');
    const { token, userInfo } = await login(sb, '755000111');
    const reply = await get<UserInfo>(sb, 'security/getUserInfo', {}, { token });
    // With the saved application forms (none yet): see user-forms.test.ts.
    expect(reply.body).toEqual({ code: 0, data: { ...userInfo, forms: {} }, msg: 'ok' });
  });
});

describe('security/logout (docs/protocol.md "Assumed calls")', () => {
  it('ends the token sent: a copy of it taken before the logout is refused afterwards', async () => {
    const { token } = await register(sb, '0712345678');
    const copy = String(token);
    expect((await post(sb, 'security/logout', {}, { token })).body).toEqual({
      code: 0,
      data: null,
      msg: 'ok',
    });
    expect((await get(sb, 'security/getUserInfo', {}, { token: copy })).body).toMatchObject({ code: 100103 });
    expect((await post(sb, 'security/logout', {}, { token: copy })).body).toMatchObject({ code: 100103 });
  });

  it('ends only that session: the borrower logs in again with a new token', async () => {
    const { token } = await register(sb, '0712345678');
    await post(sb, 'security/logout', {}, { token });
    const again = await login(sb, '0712345678');
    expect((await get(sb, 'security/getUserInfo', {}, { token: again.token })).body.code).toBe(0);
  });
});
