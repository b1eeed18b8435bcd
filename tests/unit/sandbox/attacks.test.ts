// @vitest-environment node
/**
 * Issue 27's attack cases, tried against the sandbox as an attacker would (over HTTP, with the sandbox's own
 * cipher): each case says whether the sandbox held. The table is printed at the end, so the same file
 * measured the code before the fix and keeps measuring it after. Measured on 2026-11-26 on f0ce009 (before
 * issue 27's sandbox work): 0 of 19 held; after it, 19 of 19.
 */
import { spawn } from 'node:child_process';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { control } from '../../helpers/sandbox.ts';
import {
  CODE,
  get,
  nowSeconds,
  post,
  register,
  removeTempDirs,
  startSandbox,
  tempDbFile,
  sealedPost,
} from './helpers.ts';
import type { TestSandbox } from './helpers.ts';
import { pixelBomb, POLYGLOT } from './crafted-files.ts';
import { JPEG, upload } from './loan-helpers.ts';
import { paidOut } from './repay-helpers.ts';

type Group = 'codes' | 'replays' | 'uploads' | 'controls' | 'logout' | 'liveness' | 'reset';
const results: Array<{ group: Group; name: string; held: boolean }> = [];

let sb: TestSandbox;
beforeEach(async () => {
  sb = await startSandbox();
});
afterEach(async () => {
  await sb.stop();
});
afterAll(() => {
  removeTempDirs();
  const lines = results.map((r) => `${r.held ? 'held    ' : 'NOT HELD'}  ${r.group.padEnd(9)} ${r.name}`);
  process.stdout.write(`\nAttack cases (issue 27):\n${lines.join('\n')}\n`);
});

function attack(group: Group, name: string, tryIt: () => Promise<boolean>): void {
  // Up to 30 s: the reset case starts a node process, the code cases send hundreds of calls.
  it(`${group}: ${name}`, { timeout: 30_000 }, async () => {
    const held = await tryIt();
    results.push({ group, name, held });
    expect(held).toBe(true);
  });
}

const ask = (mobile: string, type = 'login') =>
  post<{ ttlSeconds: number }>(sb, 'security/getVerifyCode', { mobile, countryCode: '255', type });
const logIn = (mobile: string, code: string) =>
  post<{ token: string }>(sb, 'security/login', { mobile, countryCode: '255', code });

/** Sends one sealed POST body as is, so it can be sent again byte for byte. */
function sealedOnce(path: string, payload: Record<string, unknown>, token: string, t = nowSeconds()) {
  const send = sealedPost(sb, path, payload, { token, t });
  return async () => (await send()).body;
}

describe('codes', () => {
  attack('codes', '200 wrong login codes, then the right one, logs in', async () => {
    await register(sb, '0712345678');
    await ask('0712345678');
    for (let i = 0; i < 200; i++) await logIn('0712345678', '000000');
    return (await logIn('0712345678', CODE)).body.code !== 0;
  });
  attack('codes', '40 wrong account-deletion codes, then the right one, passes', async () => {
    const { token } = await register(sb, '0712345678');
    await post(sb, 'security/getVerifyCode-deleteUser', {}, { token });
    for (let i = 0; i < 40; i++)
      await post(sb, 'security/verifyCode-deleteUser', { code: '000000' }, { token });
    return (await post(sb, 'security/verifyCode-deleteUser', { code: CODE }, { token })).body.code !== 0;
  });
  attack('codes', '50 wrong wallet codes, then the right one, binds the wallet', async () => {
    const { token } = await register(sb, '0712345678');
    await ask('0712345678', 'bindCard');
    const bind = (code: string) =>
      post(sb, 'user/addBankCard', { wallet: 'mpesa', accountNumber: '0712345678', code }, { token });
    for (let i = 0; i < 50; i++) await bind('000000');
    return (await bind(CODE)).body.code !== 0;
  });
  attack('codes', 'a login code works twice in a row', async () => {
    await register(sb, '0712345678');
    await ask('0712345678');
    await logIn('0712345678', CODE);
    return (await logIn('0712345678', CODE)).body.code !== 0;
  });
  attack('codes', 'a code works for a number that never asked for one', async () => {
    await register(sb, '0712345678');
    await register(sb, '0787654321');
    await ask('0712345678');
    return (await logIn('0787654321', CODE)).body.code !== 0;
  });
  attack('codes', '20 resends in a row are all accepted', async () => {
    let accepted = 0;
    for (let i = 0; i < 20; i++) if ((await ask('0712345678')).body.code === 0) accepted += 1;
    return accepted < 20;
  });
});

describe('replays', () => {
  attack('replays', 'a payment confirmation replayed byte for byte makes a second order', async () => {
    const { token, orderNo } = await paidOut(sb, '0712345678');
    const send = sealedOnce('portal/repayment/confirm', { orderNo, amount: 1000, channelId: 'mpesa' }, token);
    const first = await send();
    if (first.code !== 0) throw new Error(`the first confirmation was refused: ${first.code}`);
    sb.clock += 6000;
    return (await send()).code !== 0;
  });
  attack('replays', 't set to 1970 is accepted', async () => {
    const { token } = await register(sb, '0712345678');
    return (await sealedOnce('security/getVerifyCode-deleteUser', {}, token, 1)()).code !== 0;
  });
  attack('replays', 't set to 2100 is accepted', async () => {
    const { token } = await register(sb, '0712345678');
    return (await sealedOnce('security/getVerifyCode-deleteUser', {}, token, 4102444800)()).code !== 0;
  });
});

describe('uploads', () => {
  const files: Array<[string, Buffer]> = [
    ['a JPEG header followed by HTML and script', POLYGLOT],
    ['a 20000 × 20000 PNG pixel bomb', pixelBomb()],
  ];
  for (const [what, data] of files) {
    attack('uploads', `${what} is stored by the ID card call`, async () => {
      const { token } = await register(sb, '0712345678');
      return (await upload(sb, 'user/upload/curp/front', token, {}, data)).body.code !== 0;
    });
    attack('uploads', `${what} is stored by the feedback call`, async () => {
      const { token } = await register(sb, '0712345678');
      return (await upload(sb, 'feedback/uploadFile', token, {}, data)).body.code !== 0;
    });
    attack('uploads', `${what} is stored by the payment-proof call`, async () => {
      const { token, orderNo } = await paidOut(sb, '0712345678');
      const payload = { orderNo, amount: 1000, channelId: 'mpesa', transactionId: 'TX1' };
      return (await upload(sb, 'portal/repayment/proof', token, payload, data)).body.code !== 0;
    });
  }
});

describe('controls', () => {
  attack('controls', 'a cross-site page reads /__sandbox/state', async () => {
    const response = await fetch(`${sb.origin}/__sandbox/state`, {
      headers: { Origin: 'http://127.0.0.1:1', 'Sec-Fetch-Site': 'same-site' },
    });
    return response.status === 403 && response.headers.get('access-control-allow-origin') === null;
  });
});

describe('logout', () => {
  attack('logout', 'a token copied before logout still works afterwards', async () => {
    const { token } = await register(sb, '0712345678');
    await post(sb, 'security/logout', {}, { token });
    return (await get(sb, 'security/getUserInfo', {}, { token })).body.code !== 0;
  });
});

describe('liveness', () => {
  attack('liveness', 'the ID card step completes with a "passed" flag the page sets', async () => {
    const { token } = await register(sb, '0712345678');
    await upload(sb, 'user/upload/curp/front', token, {}, JPEG);
    await upload(sb, 'user/upload/curp/back', token, {}, JPEG);
    await upload(sb, 'user/saveFaceImage', token, {}, JPEG);
    await post(
      sb,
      'portal/liveness/detection/result/save',
      { sdk: 'accuauth', passed: true, score: 99 },
      { token },
    );
    return (await post(sb, 'user/finishUploadAllImg', {}, { token })).body.code !== 0;
  });
});

describe('reset', () => {
  attack(
    'reset',
    'data registered after `npm run sandbox:reset` (server running) is gone after a restart',
    async () => {
      const dbFile = tempDbFile();
      await sb.stop();
      sb = await startSandbox({ dbFile });
      const port = new URL(sb.origin).port;
      await new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ['sandbox/reset.mjs'], {
          env: { ...process.env, PORT: port, SANDBOX_DB: dbFile },
          stdio: 'ignore',
        });
        child.on('exit', () => resolve());
        child.on('error', reject);
      });
      await register(sb, '0712345678');
      await sb.stop();
      sb = await startSandbox({ dbFile });
      return (await control<{ users: number }>(sb, 'GET', 'state')).body.users === 1;
    },
  );
});
