// @vitest-environment node
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { control } from '../../helpers/sandbox.ts';
import {
  callUrl,
  fieldName,
  get,
  headers,
  nowSeconds,
  PACKAGE,
  removeTempDirs,
  startSandbox,
} from './helpers.ts';
import type { TestSandbox } from './helpers.ts';
import { encrypt } from '../../../sandbox/cipher.ts';

let sb: TestSandbox;
beforeEach(async () => {
  sb = await startSandbox({ timeoutCapMs: 2000 });
});
afterEach(async () => {
  await sb.stop();
});
afterAll(removeTempDirs);

/** A raw GET of a call, so a test can look at a reply that is not an envelope. */
function rawGet(path: string, signal?: AbortSignal): Promise<Response> {
  const query = `${fieldName()}=${encrypt(JSON.stringify({ mobile: '712345678', t: nowSeconds() }), PACKAGE)}`;
  return fetch(`${callUrl(sb, path)}?${query}`, { headers: headers(), signal: signal ?? null });
}

async function addFault(spec: Record<string, unknown>): Promise<void> {
  const reply = await control(sb, 'POST', 'faults', spec);
  expect(reply.status).toBe(200);
}

async function pendingFaults(): Promise<Array<Record<string, unknown>>> {
  return (await control<{ faults: Array<Record<string, unknown>> }>(sb, 'GET', 'faults')).body.faults;
}

describe('fault modes', () => {
  it('slow: answers normally after the delay', async () => {
    await addFault({ mode: 'slow', delayMs: 300 });
    const started = Date.now();
    const reply = await get(sb, 'security/existsByMobile', { mobile: '712345678' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(reply.body).toEqual({ code: 0, data: { exists: false }, msg: 'ok' });
  });

  it('slow: a client that gives up during the delay does not disturb the server', async () => {
    await addFault({ mode: 'slow', delayMs: 500 });
    const aborted = rawGet('security/existsByMobile', AbortSignal.timeout(100));
    await expect(aborted).rejects.toThrow(/aborted due to timeout/);
    await sleep(500);
    expect((await get(sb, 'security/existsByMobile', { mobile: '712345678' })).body.code).toBe(0);
  });

  it('error500: HTTP 500 with an HTML body', async () => {
    await addFault({ mode: 'error500' });
    const response = await rawGet('security/existsByMobile');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/);
  });

  it('malformed: HTTP 200 whose body is not JSON', async () => {
    await addFault({ mode: 'malformed' });
    const response = await rawGet('security/existsByMobile');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });

  it('corrupt: a well-formed reply with the given fields laid over its data', async () => {
    await addFault({
      mode: 'corrupt',
      path: 'security/existsByMobile',
      data: { exists: 'maybe', extra: null },
    });
    const reply = await get(sb, 'security/existsByMobile', { mobile: '712345678' });
    expect(reply.body).toEqual({ code: 0, data: { exists: 'maybe', extra: null }, msg: 'ok' });
    expect((await get(sb, 'security/existsByMobile', { mobile: '712345678' })).body.data).toEqual({
      exists: false,
    });
  });

  it('timeout: holds the request until the client gives up', async () => {
    await addFault({ mode: 'timeout' });
    const controller = new AbortController();
    let settled = false;
    const request = rawGet('security/existsByMobile', controller.signal).finally(() => {
      settled = true;
    });
    await sleep(300);
    expect(settled).toBe(false);
    controller.abort();
    await expect(request).rejects.toThrow(/aborted/);
    // The fault is used up: the next call is answered.
    expect((await get(sb, 'security/existsByMobile', { mobile: '712345678' })).body.code).toBe(0);
  });

  it('timeout: drops the connection at the safety cap', async () => {
    await sb.stop();
    sb = await startSandbox({ timeoutCapMs: 200 });
    await addFault({ mode: 'timeout' });
    const started = Date.now();
    // The server drops the socket: fetch fails without an abort from our side.
    await expect(rawGet('security/existsByMobile')).rejects.toThrow('fetch failed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('timeout: closing the sandbox lets go of held requests', async () => {
    await addFault({ mode: 'timeout' });
    const request = rawGet('security/existsByMobile');
    await sleep(100);
    sb.sandbox.close();
    await expect(request).rejects.toThrow('fetch failed');
  });
});

describe('fault matching and bookkeeping', () => {
  it('applies to the next `count` calls, then stops', async () => {
    await addFault({ mode: 'error500', count: 2 });
    expect((await rawGet('security/existsByMobile')).status).toBe(500);
    expect((await rawGet('loanMarket/index')).status).toBe(500);
    expect((await rawGet('loanMarket/index')).status).toBe(200);
  });

  it('with a path, affects only that call', async () => {
    await addFault({ mode: 'error500', path: 'loanMarket/index' });
    expect((await rawGet('security/existsByMobile')).status).toBe(200);
    expect((await rawGet('loanMarket/index')).status).toBe(500);
  });

  it('does not spend a fault on a request it cannot decrypt', async () => {
    await addFault({ mode: 'error500' });
    const bad = await fetch(`${sb.origin}/api/not-encrypted`, { headers: headers() });
    expect(bad.status).toBe(400);
    expect(await pendingFaults()).toHaveLength(1);
  });

  it('lists pending faults with their remaining count, and clears them', async () => {
    await addFault({ mode: 'slow', count: 3, delayMs: 10, path: '/security/login' });
    await addFault({ mode: 'malformed' });
    expect(await pendingFaults()).toEqual([
      { id: 1, mode: 'slow', count: 3, remaining: 3, delayMs: 10, path: 'security/login', data: null },
      { id: 2, mode: 'malformed', count: 1, remaining: 1, delayMs: 3000, path: null, data: null },
    ]);
    await rawGet('security/existsByMobile');
    expect(await pendingFaults()).toHaveLength(1);
    expect(await control(sb, 'DELETE', 'faults')).toEqual({ status: 200, body: { ok: true } });
    expect(await pendingFaults()).toEqual([]);
  });

  it.each([
    [{}, 'mode must be one of slow, error500, timeout, malformed, corrupt'],
    [{ mode: 'explode' }, 'mode must be one of slow, error500, timeout, malformed, corrupt'],
    [{ mode: 'slow', count: 0 }, 'count must be an integer from 1 to 1000'],
    [{ mode: 'slow', delayMs: -1 }, 'delayMs must be an integer from 0 to 600000'],
    [{ mode: 'slow', path: 7 }, 'path must be a logical call path such as security/login'],
    [{ mode: 'corrupt' }, 'corrupt needs data: the fields to lay over the reply, e.g. {"minAmount":"abc"}'],
  ])('refuses %j', async (spec, error) => {
    expect(await control(sb, 'POST', 'faults', spec)).toEqual({ status: 400, body: { error } });
  });
});
