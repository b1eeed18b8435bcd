// @vitest-environment node
/** Replays (sandbox/replay.ts, docs/protocol.md "Replays"): `t` within 5 minutes, each sealed payload once. */
import { describe, expect, it } from 'vitest';
import { encrypt } from '../../../sandbox/cipher.ts';
import { control } from '../../helpers/sandbox.ts';
import { callUrl, fieldName, headers, PACKAGE, register, sandboxPerTest, sealedPost } from './helpers.ts';

const sb = sandboxPerTest();

const MINUTE = 60_000;

/** One sealed POST body stamped at `tMs`, sent as many times as the test likes. */
const sealed = (
  path: string,
  payload: Record<string, unknown>,
  tMs: number,
  extra: Record<string, string> = {},
) => sealedPost(sb, path, payload, { t: Math.floor(tMs / 1000), headers: extra });

const ask = { mobile: '0712345678', countryCode: '255', type: 'register' };

describe('t', () => {
  it('more than 5 minutes from the server time is refused, and the reply says the server time', async () => {
    for (const tMs of [sb.clock - 6 * MINUTE, sb.clock + 6 * MINUTE, 1000, Date.UTC(2100, 0, 1)]) {
      const reply = await sealed('security/getVerifyCode', ask, tMs)();
      expect(reply.body).toMatchObject({ code: 10010401 });
      expect(Date.parse(reply.date!)).toBe(sb.clock);
    }
    expect((await control<{ verifyCodeRequests: number }>(sb, 'GET', 'state')).body.verifyCodeRequests).toBe(
      0,
    );
    expect((await sealed('security/getVerifyCode', ask, sb.clock + 4 * MINUTE)()).body.code).toBe(0);
  });

  it("on the tester's clock (moved 30 days on) is accepted too: the app stamps what the Date header says", async () => {
    await control(sb, 'POST', 'clock', { advanceDays: 30 });
    expect((await sealed('security/getVerifyCode', ask, sb.clock + 30 * 24 * 60 * MINUTE)()).body.code).toBe(
      0,
    );
  });
});

describe('the same sealed payload', () => {
  it('is refused the second time, even minutes later', async () => {
    const send = sealed('security/getVerifyCode', ask, sb.clock);
    expect((await send()).body.code).toBe(0);
    sb.clock += 2 * MINUTE;
    expect((await send()).body).toEqual({
      code: 10010402,
      data: null,
      msg: 'This request was already received',
    });
  });

  it('with its idempotency key hears the kept reply; with another key it is refused', async () => {
    const { token } = await register(sb, '0712345678');
    const body = JSON.stringify({
      [fieldName()]: encrypt(JSON.stringify({ t: Math.floor(sb.clock / 1000) }), PACKAGE),
    });
    const send = async (key: string) => {
      const response = await fetch(callUrl(sb, 'lottery-draw/create'), {
        method: 'POST',
        headers: headers({ token, headers: { 'Idempotency-Key': key } }),
        body,
      });
      return {
        replayed: response.headers.get('idempotent-replayed'),
        body: (await response.json()) as { code: number },
      };
    };
    const first = await send('decision-0001');
    const again = await send('decision-0001');
    expect(again).toEqual({ replayed: 'true', body: first.body });
    expect((await send('decision-0002')).body.code).toBe(10010402);
  });
});
