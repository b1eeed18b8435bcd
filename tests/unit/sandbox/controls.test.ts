// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { control } from '../../helpers/sandbox.ts';
import { get, login, register, removeTempDirs, startSandbox } from './helpers.ts';
import type { TestSandbox, UserInfo } from './helpers.ts';

let sb: TestSandbox;
afterEach(async () => {
  await sb.stop();
});
afterAll(removeTempDirs);

describe('/__sandbox controls', () => {
  it('code: the fixed verification code', async () => {
    sb = await startSandbox();
    expect(await control(sb, 'GET', 'code')).toEqual({ status: 200, body: { code: '246810' } });
  });

  it('state: counts users, sessions, code requests and pending faults', async () => {
    sb = await startSandbox();
    await register(sb, '712345678');
    await login(sb, '712345678');
    await control(sb, 'POST', 'faults', { mode: 'slow', path: 'security/login' });
    const { body } = await control(sb, 'GET', 'state');
    expect(body).toMatchObject({
      users: 1,
      sessions: { active: 1, expired: 0, replaced: 1 },
      // One code to register, one to log in (a code is used once: sandbox/codes.ts).
      verifyCodeRequests: 2,
    });
    expect(body['faults']).toHaveLength(1);
  });

  it('reset: empties every table, restarts ids and drops pending faults', async () => {
    sb = await startSandbox();
    const { token } = await register(sb, '712345678');
    await control(sb, 'POST', 'faults', { mode: 'error500', path: 'nothing/here' });
    expect(await control(sb, 'POST', 'reset')).toEqual({ status: 200, body: { ok: true } });
    expect((await control(sb, 'GET', 'state')).body).toEqual({
      users: 0,
      sessions: { active: 0, expired: 0, replaced: 0 },
      verifyCodeRequests: 0,
      loans: 0,
      faults: [],
    });
    expect((await get(sb, 'security/getUserInfo', {}, { token })).body.code).toBe(100103);
    expect((await register(sb, '799999999')).userInfo.userId).toBe(1);
  });

  it('accepts changes only as same-origin JSON: a cross-site form or text/plain post changes nothing', async () => {
    sb = await startSandbox();
    const post = (headers: Record<string, string>) =>
      fetch(`${sb.origin}/__sandbox/faults`, {
        method: 'POST',
        headers,
        body: '{"mode":"error500"}',
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));
    // What a page on another site can send without a CORS preflight.
    expect(await post({ 'Content-Type': 'text/plain', Origin: 'https://evil.example' })).toEqual({
      status: 403,
      body: { error: 'cross-site control request refused (Origin https://evil.example)' },
    });
    expect(await post({ 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' })).toMatchObject({
      status: 403,
    });
    expect(await post({ 'Content-Type': 'application/json', Origin: 'null' })).toMatchObject({ status: 403 });
    expect(await post({ 'Content-Type': 'application/x-www-form-urlencoded' })).toEqual({
      status: 415,
      body: {
        error:
          'controls take JSON: send Content-Type: application/json (curl -H "content-type: application/json")',
      },
    });
    expect((await control(sb, 'GET', 'faults')).body).toEqual({ faults: [] });
    const resetFromElsewhere = await fetch(`${sb.origin}/__sandbox/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
    });
    expect(resetFromElsewhere.status).toBe(403);
    // The same change from this origin, as JSON, is carried out.
    const origin = new URL(sb.origin).origin;
    expect(await post({ 'Content-Type': 'application/json; charset=utf-8', Origin: origin })).toMatchObject({
      status: 200,
    });
    expect((await control<{ faults: unknown[] }>(sb, 'GET', 'faults')).body.faults).toHaveLength(1);
  });

  it('answers unknown controls 404, wrong methods 405 and bad JSON 400', async () => {
    sb = await startSandbox();
    expect(await control(sb, 'GET', 'nope')).toEqual({
      status: 404,
      body: { error: 'unknown sandbox control' },
    });
    expect(await control(sb, 'GET', 'reset')).toEqual({ status: 405, body: { error: 'method not allowed' } });
    const response = await fetch(`${sb.origin}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{mode:',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'body is not JSON' });
  });
});

describe('persistence', () => {
  it('keeps users and sessions across close and reopen of the same file', async () => {
    sb = await startSandbox();
    const { token, userInfo } = await register(sb, '712345678');
    const { dbFile } = sb;
    await sb.stop();

    sb = await startSandbox({ dbFile });
    const reply = await get<UserInfo>(sb, 'security/getUserInfo', {}, { token });
    // With the saved application forms (none yet): see user-forms.test.ts.
    expect(reply.body).toEqual({ code: 0, data: { ...userInfo, forms: {} }, msg: 'ok' });
    expect((await get(sb, 'security/existsByMobile', { mobile: '0712345678' })).body.data).toEqual({
      exists: true,
    });
  });

  it('two sandboxes on one file (a restarting dev server) both work', async () => {
    sb = await startSandbox();
    const second = await startSandbox({ dbFile: sb.dbFile });
    try {
      const { token } = await register(sb, '712345678');
      expect((await get(second, 'security/getUserInfo', {}, { token })).body.code).toBe(0);
    } finally {
      await second.stop();
    }
  });
});
