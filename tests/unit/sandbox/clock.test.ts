// @vitest-environment node
/** The sandbox clock: moved forward by testers, kept across restarts, never logging anyone out. */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { control } from '../../helpers/sandbox.ts';
import { get, register, removeTempDirs, START_MS, startSandbox } from './helpers.ts';
import type { TestSandbox } from './helpers.ts';
import { DAY } from './loan-helpers.ts';

let sb: TestSandbox;
afterEach(async () => {
  await sb.stop();
});
afterAll(removeTempDirs);

const reading = (offsetMs: number) => ({
  nowMs: START_MS + offsetMs,
  now: new Date(START_MS + offsetMs).toISOString(),
  offsetMs,
});

describe('/__sandbox/clock', () => {
  it('reads, moves forward by days or ms, and goes back to real time', async () => {
    sb = await startSandbox();
    expect((await control(sb, 'GET', 'clock')).body).toEqual(reading(0));
    expect((await control(sb, 'POST', 'clock', { advanceDays: 2 })).body).toEqual({
      ok: true,
      ...reading(2 * DAY),
    });
    expect((await control(sb, 'POST', 'clock', { advanceMs: 500 })).body).toEqual({
      ok: true,
      ...reading(2 * DAY + 500),
    });
    // The injected clock still moves underneath the offset.
    sb.clock += 1000;
    expect((await control(sb, 'GET', 'clock')).body).toMatchObject({ nowMs: START_MS + 2 * DAY + 1500 });
    sb.clock = START_MS;
    expect((await control(sb, 'DELETE', 'clock')).body).toEqual({ ok: true, ...reading(0) });
  });

  it.each([
    [{ advanceDays: -1 }],
    [{ advanceMs: 1.5 }],
    [{ advanceDays: 1, advanceMs: 1 }],
    [{}],
    [{ advanceDays: '3' }],
  ])('refuses %j', async (body) => {
    sb = await startSandbox();
    const reply = await control(sb, 'POST', 'clock', body);
    expect(reply.status).toBe(400);
    expect((await control(sb, 'GET', 'clock')).body).toEqual(reading(0));
  });

  it('keeps the offset across a restart; a reset clears it', async () => {
    sb = await startSandbox();
    await control(sb, 'POST', 'clock', { advanceDays: 3 });
    const { dbFile } = sb;
    await sb.stop();
    sb = await startSandbox({ dbFile });
    expect((await control(sb, 'GET', 'clock')).body).toEqual(reading(3 * DAY));
    await control(sb, 'POST', 'reset');
    expect((await control(sb, 'GET', 'clock')).body).toEqual(reading(0));
  });

  it('moves loans and forms, not sessions: 40 days on, the 30-day login still works', async () => {
    sb = await startSandbox();
    const { token } = await register(sb, '712345678');
    await control(sb, 'POST', 'clock', { advanceDays: 40 });
    expect((await get(sb, 'security/getUserInfo', {}, { token })).body.code).toBe(0);
    sb.clock += 31 * DAY;
    expect((await get(sb, 'security/getUserInfo', {}, { token })).body.code).toBe(10010303);
  });
});
