// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { control } from '../../helpers/sandbox.ts';
import { get, login, register, removeTempDirs, startSandbox } from './helpers.ts';
import type { TestSandbox } from './helpers.ts';

let sb: TestSandbox;
afterEach(async () => {
  await sb.stop();
});
afterAll(removeTempDirs);

const DAY_MS = 24 * 60 * 60 * 1000;

describe('session codes on a call that needs a session', () => {
  it('no token: 10010301', async () => {
    sb = await startSandbox();
    const reply = await get(sb, 'security/getUserInfo');
    expect(reply).toEqual({ status: 200, body: { code: 10010301, data: null, msg: 'User not logged in' } });
  });

  it('an empty Bearer counts as no token', async () => {
    sb = await startSandbox();
    expect((await get(sb, 'security/getUserInfo', {}, { token: '' })).body.code).toBe(10010301);
  });

  it('unknown token: 100103', async () => {
    sb = await startSandbox();
    const reply = await get(sb, 'security/getUserInfo', {}, { token: 'not-a-real-token' });
    expect(reply.body).toEqual({ code: 100103, data: null, msg: 'Token invalid, Please login again' });
  });

  it('expired token: 10010303 once the TTL has passed', async () => {
    sb = await startSandbox();
    const { token } = await register(sb, '712345678');
    sb.clock += 30 * DAY_MS - 1;
    expect((await get(sb, 'security/getUserInfo', {}, { token })).body.code).toBe(0);
    sb.clock += 1;
    const reply = await get(sb, 'security/getUserInfo', {}, { token });
    expect(reply.body).toEqual({ code: 10010303, data: null, msg: 'Token expired, Please login again' });
  });

  it('honours a configured TTL', async () => {
    sb = await startSandbox({ sessionTtlSeconds: 60 });
    const { token } = await register(sb, '712345678');
    sb.clock += 60_000;
    expect((await get(sb, 'security/getUserInfo', {}, { token })).body.code).toBe(10010303);
  });

  it('replaced by a newer login: 10010304 for the old token, the new one works', async () => {
    sb = await startSandbox();
    const first = await register(sb, '712345678');
    const second = await login(sb, '0712345678');
    const old = await get(sb, 'security/getUserInfo', {}, { token: first.token });
    expect(old.body).toEqual({
      code: 10010304,
      data: null,
      msg: 'The account is logged in from another device',
    });
    expect((await get(sb, 'security/getUserInfo', {}, { token: second.token })).body.code).toBe(0);
  });

  it('a login of another user leaves my session alone', async () => {
    sb = await startSandbox();
    const mine = await register(sb, '712345678');
    await register(sb, '713000000');
    expect((await get(sb, 'security/getUserInfo', {}, { token: mine.token })).body.code).toBe(0);
  });

  it('an expired session stays "expired" after a later login elsewhere', async () => {
    sb = await startSandbox();
    const { token } = await register(sb, '712345678');
    sb.clock += 31 * DAY_MS;
    await login(sb, '712345678');
    expect((await get(sb, 'security/getUserInfo', {}, { token })).body.code).toBe(10010303);
  });

  it('localises the session messages for sw_KE', async () => {
    sb = await startSandbox();
    const reply = await get(sb, 'security/getUserInfo', {}, { lang: 'sw_KE' });
    expect(reply.body.msg).toBe('Mtumiaji hajaingia');
  });
});

describe('session controls', () => {
  it('session/expire makes the user’s live tokens answer 10010303', async () => {
    sb = await startSandbox();
    const { token } = await register(sb, '712345678');
    const reply = await control(sb, 'POST', 'session/expire', { mobile: '0712345678' });
    expect(reply).toEqual({ status: 200, body: { ok: true, expired: 1 } });
    expect((await get(sb, 'security/getUserInfo', {}, { token })).body.code).toBe(10010303);
    // A fresh login works again.
    const again = await login(sb, '712345678');
    expect((await get(sb, 'security/getUserInfo', {}, { token: again.token })).body.code).toBe(0);
  });

  it('session/elsewhere makes the old token answer 10010304 and hands out the other device’s token', async () => {
    sb = await startSandbox();
    const { token } = await register(sb, '712345678');
    const reply = await control<{ ok: boolean; replaced: number; token: string }>(
      sb,
      'POST',
      'session/elsewhere',
      { mobile: '712345678' },
    );
    expect(reply.body).toMatchObject({ ok: true, replaced: 1 });
    expect((await get(sb, 'security/getUserInfo', {}, { token })).body.code).toBe(10010304);
    const other = await get(sb, 'security/getUserInfo', {}, { token: reply.body.token });
    expect(other.body.code).toBe(0);
  });

  it('names the problem for an unknown or malformed mobile', async () => {
    sb = await startSandbox();
    expect(await control(sb, 'POST', 'session/expire', { mobile: '712345678' })).toEqual({
      status: 404,
      body: { error: 'no user with mobile 712345678 (+255)' },
    });
    expect((await control(sb, 'POST', 'session/elsewhere', {})).status).toBe(400);
  });
});
