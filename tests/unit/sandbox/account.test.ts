// @vitest-environment node
/**
 * Account deletion over real HTTP: the delete check refuses while a loan is open, the delete code must be
 * asked for and right, and a deletion removes the borrower with all their rows and uploads, invalidates the
 * token and frees the number for a new registration.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { BusinessCode, SessionCode } from '../../../src/contract/codes.ts';
import { control } from '../../helpers/sandbox.ts';
import { CODE, get, post, register, sandboxPerTest } from './helpers.ts';
import { readyBorrower, submitted } from './loan-helpers.ts';
import { paidOut, pay } from './repay-helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

const sb = sandboxPerTest();

const NOT_DELETABLE =
  'Your account has unpaid loans, pending loan applications, etc. Please delete the account after completion.';
const refusal = (code: number, msg: string) => ({ code, data: null, msg });

const check = async (token: string) => (await get(sb, 'user/delete-check', {}, { token })).body;
const askCode = (token: string) => post(sb, 'security/getVerifyCode-deleteUser', {}, { token });
const verify = (token: string, code: string) =>
  post(sb, 'security/verifyCode-deleteUser', { code }, { token });
const remove = (token: string, code = CODE, reason = 'I no longer need a loan') =>
  post(sb, 'user/delete', { reason, code }, { token });

/** Rows of every table that belong to the user (by user id, or by mobile for the code requests). */
function rowsOf(userId: number, mobile: string): Record<string, number> {
  const db = new Database(sb.dbFile, { readonly: true });
  try {
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const columns = db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all();
      const names = columns.map((c) => c.name);
      const where = names.includes('user_id')
        ? { sql: 'user_id = ?', value: userId }
        : table === 'users'
          ? { sql: 'id = ?', value: userId }
          : names.includes('mobile')
            ? { sql: 'mobile = ?', value: mobile }
            : names.includes('loan_id')
              ? { sql: 'loan_id IN (SELECT id FROM loans WHERE user_id = ?)', value: userId }
              : null;
      if (!where) continue;
      counts[table] = db
        .prepare<[number | string], { n: number }>(`SELECT count(*) AS n FROM ${table} WHERE ${where.sql}`)
        .get(where.value)!.n;
    }
    return counts;
  } finally {
    db.close();
  }
}

describe('the delete check', () => {
  it('a borrower with no loan may delete', async () => {
    const { token } = await register(sb, '712400010');
    expect(await check(token)).toMatchObject({ code: 0, data: { deletable: true } });
  });

  it('a pending application or a loan not repaid refuses; a loan repaid in full allows it again', async () => {
    const pending = await readyBorrower(sb, '712400020');
    await submitted(sb, pending);
    expect((await check(pending)).data).toEqual({ deletable: false });

    const { token, orderNo } = await paidOut(sb, '712400030');
    expect((await check(token)).data).toEqual({ deletable: false });
    // The deletion itself refuses too (the check may be stale), with the spec's message.
    expect((await askCode(token)).body.code).toBe(0);
    expect((await remove(token)).body).toEqual(refusal(BusinessCode.accountNotDeletable, NOT_DELETABLE));
    await pay(sb, token, orderNo, 21638);
    sb.clock += 5000;
    expect((await check(token)).data).toEqual({ deletable: true });
  });

  it('says the refusal in Kiswahili too', async () => {
    const { token } = await paidOut(sb, '712400040');
    await askCode(token);
    const reply = await post(sb, 'user/delete', { reason: 'x', code: CODE }, { token, lang: 'sw_KE' });
    expect(reply.body.msg).toMatch(/^Akaunti yako ina mikopo/);
  });
});

describe('the delete verification code', () => {
  it('must be asked for, right, and not older than ten minutes', async () => {
    const { token } = await register(sb, '712400050');
    expect((await verify(token, CODE)).body.code).toBe(BusinessCode.invalidVerifyCode);
    expect((await askCode(token)).body).toMatchObject({ code: 0, data: { ttlSeconds: 60 } });
    expect((await verify(token, '111111')).body).toEqual(
      refusal(BusinessCode.invalidVerifyCode, 'Invalid verification code'),
    );
    expect((await verify(token, CODE)).body).toMatchObject({ code: 0, data: { verified: true } });
    expect((await remove(token, '111111')).body.code).toBe(BusinessCode.invalidVerifyCode);
    sb.clock += 10 * 60 * 1000 + 1;
    expect((await verify(token, CODE)).body.code).toBe(BusinessCode.invalidVerifyCode);
  });

  it('needs a signed-in borrower', async () => {
    expect((await post(sb, 'security/getVerifyCode-deleteUser', {})).body.code).toBe(SessionCode.notLoggedIn);
    expect((await get(sb, 'user/delete-check', {})).body.code).toBe(SessionCode.notLoggedIn);
  });

  it('takes only a reason and a code', async () => {
    const { token } = await register(sb, '712400060');
    await askCode(token);
    expect((await post(sb, 'user/delete', { code: CODE }, { token })).body.code).toBe(400);
    expect((await post(sb, 'user/delete', { reason: '', code: CODE }, { token })).body.code).toBe(400);
  });
});

describe('deleting the account', () => {
  it('removes every row and upload of the borrower; the token is refused; the number registers as new', async () => {
    const mobile = '712400070';
    // A whole loan history: application, ID card images, payout, repayment, a coupon, a granted draw.
    const { token, orderNo } = await paidOut(sb, mobile);
    await pay(sb, token, orderNo, 21638);
    sb.clock += 5000;
    await post(sb, 'lottery-draw/create', {}, { token });
    await control(sb, 'POST', 'coupons/draws', { mobile, count: 2 });
    const info = (await get<{ userId: number }>(sb, 'security/getUserInfo', {}, { token })).body.data;
    const userId = info.userId;
    const uploads = join(dirname(sb.dbFile), 'uploads', String(userId));
    expect(existsSync(uploads)).toBe(true);
    const before = rowsOf(userId, mobile);
    for (const table of ['users', 'sessions', 'user_forms', 'loans', 'kyc_images', 'wallets', 'coupons'])
      expect(before[table], table).toBeGreaterThan(0);

    await askCode(token);
    expect((await remove(token)).body).toMatchObject({ code: 0, data: null });

    expect(Object.entries(rowsOf(userId, mobile)).filter(([, n]) => n > 0)).toEqual([]);
    expect(existsSync(uploads)).toBe(false);
    expect((await get(sb, 'security/getUserInfo', {}, { token })).body.code).toBe(SessionCode.tokenInvalid);
    expect((await get(sb, 'security/existsByMobile', { mobile })).body.data).toEqual({ exists: false });

    const again = await register(sb, mobile);
    expect(again.userInfo.userId).not.toBe(userId);
    expect(again.userInfo.stepCode).toBe(6);
    expect((await get(sb, 'lottery-draw/is-show', {}, { token: again.token })).body.data).toEqual({
      show: false,
    });
    expect((await get(sb, 'lottery-draw/coupons', {}, { token: again.token })).body.data).toEqual({
      coupons: [],
    });
  });

  it('leaves other borrowers alone', async () => {
    const stays = await register(sb, '712400080');
    await control(sb, 'POST', 'coupons/draws', { mobile: '712400080' });
    const { token } = await register(sb, '712400090');
    await askCode(token);
    expect((await remove(token)).body.code).toBe(0);
    expect((await get(sb, 'security/getUserInfo', {}, { token: stays.token })).body.code).toBe(0);
    expect((await get(sb, 'lottery-draw/is-show', {}, { token: stays.token })).body.data).toEqual({
      show: true,
    });
  });
});

describe('granted draws and coupons (tester controls)', () => {
  it('a granted draw shows the draw and wins a coupon; a granted coupon is listed unused', async () => {
    const mobile = '712400100';
    const { token } = await register(sb, mobile);
    expect((await get(sb, 'lottery-draw/is-show', {}, { token })).body.data).toEqual({ show: false });
    expect((await post(sb, 'lottery-draw/create', {}, { token })).body.data).toEqual({ coupon: null });

    expect((await control(sb, 'POST', 'coupons/draws', { mobile })).body).toEqual({
      ok: true,
      grantedDraws: 1,
    });
    expect((await get(sb, 'lottery-draw/is-show', {}, { token })).body.data).toEqual({ show: true });
    const won = await post<{ coupon: { amount: number; status: string } }>(
      sb,
      'lottery-draw/create',
      {},
      { token },
    );
    expect(won.body.data.coupon).toMatchObject({ amount: 500, status: 'unused' });
    expect((await get(sb, 'lottery-draw/is-show', {}, { token })).body.data).toEqual({ show: false });

    const granted = await control<{ coupon: { couponId: string; amount: number } }>(
      sb,
      'POST',
      'coupons/grant',
      { mobile, amount: 2000, validDays: 7 },
    );
    expect(granted.body.coupon).toMatchObject({ amount: 2000, status: 'unused' });
    const list = await get<{ coupons: Array<{ amount: number }> }>(sb, 'lottery-draw/coupons', {}, { token });
    expect(list.body.data.coupons.map((c) => c.amount).sort()).toEqual([2000, 500]);
    expect((await get(sb, 'lottery-draw/coupon/quantity', {}, { token })).body.data).toEqual({ quantity: 2 });
    expect((await post(sb, 'lottery-draw/coupon/used', {}, { token })).body.data).toEqual({ coupons: [] });

    const listed = await control<{ grantedDraws: number; coupons: unknown[] }>(
      sb,
      'GET',
      `coupons?mobile=${mobile}`,
    );
    expect(listed.body).toMatchObject({ grantedDraws: 0 });
    expect(listed.body.coupons).toHaveLength(2);
  });

  it('refuses bad control bodies', async () => {
    await register(sb, '712400110');
    expect((await control(sb, 'POST', 'coupons/draws', { mobile: '712400110', count: 0 })).status).toBe(400);
    expect((await control(sb, 'POST', 'coupons/grant', { mobile: '712400110', amount: 'x' })).status).toBe(
      400,
    );
    expect((await control(sb, 'POST', 'coupons/grant', { mobile: '712400999' })).status).toBe(404);
  });
});
