// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { control } from '../../helpers/sandbox.ts';
import { post, removeTempDirs, startSandbox } from './helpers.ts';
import type { TestSandbox } from './helpers.ts';

/** Issue 25: what pages outside the app send (app/telemetry/*), kept and shown to testers. */
let sb: TestSandbox;
afterEach(async () => {
  await sb.stop();
});
afterAll(removeTempDirs);

const report = {
  kind: 'error',
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at a (/assets/index-abc.js:1:200)',
  buildId: '20261126221500',
  appVersion: '0.1.0',
  route: '#/me',
  webView: '120.0.0.0 wv',
  language: 'sw',
  market: 'tz',
  at: 1_790_000_000_000,
};

describe('client telemetry', () => {
  it('keeps events and reports, without a token, and shows them oldest first by kind', async () => {
    sb = await startSandbox();
    const events = [
      { event: 'af_login', values: { method: 'web' }, at: 1 },
      { event: 'account_deleted', at: 2 },
    ];
    expect((await post(sb, 'app/telemetry/events', { events })).body).toMatchObject({
      code: 0,
      data: { received: 2 },
    });
    expect((await post(sb, 'app/telemetry/errors', { reports: [report] })).body).toMatchObject({
      code: 0,
      data: { received: 1 },
    });
    const { status, body } = await control(sb, 'GET', 'telemetry');
    expect(status).toBe(200);
    expect(body['events']).toEqual(events.map((item) => ({ ...item, receivedAt: expect.any(Number) })));
    expect(body['errors']).toEqual([{ ...report, receivedAt: expect.any(Number) }]);
    expect((await control(sb, 'GET', 'telemetry?kind=event&limit=1')).body).toEqual({
      events: [{ ...events[1], receivedAt: expect.any(Number) }],
      errors: [],
    });
    expect((await control(sb, 'GET', 'telemetry?kind=other')).status).toBe(400);
    await control(sb, 'POST', 'reset');
    expect((await control(sb, 'GET', 'telemetry')).body).toEqual({ events: [], errors: [] });
  });

  it('refuses a batch that is not of the contract (a report kind it does not know, too many items)', async () => {
    sb = await startSandbox();
    const wrongKind = await post(sb, 'app/telemetry/errors', { reports: [{ ...report, kind: 'mobile' }] });
    expect(wrongKind.body.code).toBe(400);
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ event: 'af_login', at: i }));
    expect((await post(sb, 'app/telemetry/events', { events: tooMany })).body.code).toBe(400);
    expect((await control(sb, 'GET', 'telemetry')).body).toEqual({ events: [], errors: [] });
  });
});
