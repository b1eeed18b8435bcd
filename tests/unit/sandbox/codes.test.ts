// @vitest-environment node
/** Verification codes (sandbox/codes.ts, docs/protocol.md "Verification codes"): the rules of issue 27. */
import { describe, expect, it } from 'vitest';
import { CODE, post, register, sandboxPerTest } from './helpers.ts';

const MOBILE = '0712345678';
const LOCK_MS = 15 * 60 * 1000;

const sb = sandboxPerTest();

const ask = (mobile = MOBILE, type = 'login', lang = 'en') =>
  post<{ ttlSeconds: number } | { waitSeconds: number } | null>(
    sb,
    'security/getVerifyCode',
    { mobile, countryCode: '255', type },
    { lang },
  );
const logIn = (code: string, mobile = MOBILE, lang = 'en') =>
  post(sb, 'security/login', { mobile, countryCode: '255', code }, { lang });

describe('wrong tries', () => {
  it('the fifth wrong code kills the code and the number waits 15 minutes, said in both languages', async () => {
    await register(sb, MOBILE);
    await ask();
    for (let i = 0; i < 4; i++) expect((await logIn('000000')).body.code).toBe(10020002);
    expect((await logIn('000000')).body).toEqual({
      code: 10020004,
      data: { waitSeconds: 900 },
      msg: 'Too many wrong codes. Ask for a new code in 15 min',
    });
    // Dead: the right code no longer works, and no new code is sent while the number waits.
    sb.clock += 60_000;
    expect((await logIn(CODE, MOBILE, 'sw_KE')).body).toEqual({
      code: 10020004,
      data: { waitSeconds: 840 },
      msg: 'Umekosea msimbo mara nyingi mno. Omba msimbo mpya baada ya dakika 14',
    });
    expect((await ask()).body.code).toBe(10020004);
    sb.clock += LOCK_MS;
    expect((await ask()).body.code).toBe(0);
    expect((await logIn(CODE)).body.code).toBe(0);
  });

  it('locks the deletion and the wallet codes the same way', async () => {
    const { token } = await register(sb, MOBILE);
    await post(sb, 'security/getVerifyCode-deleteUser', {}, { token });
    const check = (code: string) => post(sb, 'security/verifyCode-deleteUser', { code }, { token });
    for (let i = 0; i < 4; i++) expect((await check('000000')).body.code).toBe(10020002);
    expect((await check('000000')).body.code).toBe(10020004);
    expect((await check(CODE)).body.code).toBe(10020004);

    const other = await register(sb, '0787654321');
    await post(sb, 'security/getVerifyCode', { mobile: '0754000000', countryCode: '255', type: 'bindCard' });
    const bind = (code: string) =>
      post(sb, 'user/addBankCard', { wallet: 'mpesa', accountNumber: '0754000000', code }, other);
    for (let i = 0; i < 5; i++) await bind('000000');
    expect((await bind(CODE)).body.code).toBe(10020004);
  });
});

describe('a code', () => {
  it('is used once', async () => {
    await register(sb, MOBILE);
    await ask();
    expect((await logIn(CODE)).body.code).toBe(0);
    expect((await logIn(CODE)).body.code).toBe(10020002);
  });

  it('expires 10 minutes after it was asked for', async () => {
    await register(sb, MOBILE);
    await ask();
    sb.clock += 10 * 60 * 1000;
    expect((await logIn(CODE)).body.code).toBe(10020002);
  });

  it('is valid only for the number and the purpose it was sent for', async () => {
    await register(sb, MOBILE);
    await register(sb, '0787654321');
    await ask(MOBILE);
    expect((await logIn(CODE, '0787654321')).body.code).toBe(10020002);
    await ask('0787654321', 'register');
    expect((await logIn(CODE, '0787654321')).body.code).toBe(10020002);
    const { token } = await register(sb, '0765432100');
    await post(sb, 'security/getVerifyCode', { mobile: '0754000000', countryCode: '255', type: 'bindCard' });
    const bind = { wallet: 'mpesa', accountNumber: '0754000001', code: CODE };
    expect((await post(sb, 'user/addBankCard', bind, { token })).body.code).toBe(10020002);
  });

  it('of account deletion is checked, then used by the deletion itself', async () => {
    const { token } = await register(sb, MOBILE);
    await post(sb, 'security/getVerifyCode-deleteUser', {}, { token });
    expect((await post(sb, 'security/verifyCode-deleteUser', { code: CODE }, { token })).body.code).toBe(0);
    expect((await post(sb, 'user/delete', { code: CODE, reason: 'other' }, { token })).body.code).toBe(0);
  });
});

describe('resending', () => {
  it('is refused for 60 s while the last code waits to be typed, with the seconds left for the countdown', async () => {
    await register(sb, MOBILE);
    expect((await ask()).body.data).toEqual({ ttlSeconds: 60 });
    sb.clock += 15_000;
    expect((await ask()).body).toEqual({
      code: 10020005,
      data: { waitSeconds: 45 },
      msg: 'A code was sent less than a minute ago: ask again in 45 s',
    });
    sb.clock += 45_000;
    expect((await ask()).body.data).toEqual({ ttlSeconds: 60 });
  });

  it('is allowed at once after the last code was used (a second login on another phone)', async () => {
    await register(sb, MOBILE);
    await ask();
    expect((await logIn(CODE)).body.code).toBe(0);
    expect((await ask()).body.code).toBe(0);
  });
});
