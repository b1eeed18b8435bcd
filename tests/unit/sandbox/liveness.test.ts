// @vitest-environment node
/**
 * The face check's result is taken only in the shape the native SDK returns it (issue 27,
 * sandbox/liveness.ts): signed by the SDK's vendor (the fake native shell's key in the sandbox), once;
 * with the browser's camera the server checks the face photo itself. The page's `passed` is never read.
 */
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { livenessMessage, SANDBOX_LIVENESS_KEY } from '../../../sandbox/fake-native/liveness-key.ts';
import { post, register, removeTempDirs, startSandbox } from './helpers.ts';
import type { TestSandbox } from './helpers.ts';
import { upload } from './loan-helpers.ts';

let sb: TestSandbox;
let token: string;
beforeEach(async () => {
  sb = await startSandbox();
  ({ token } = await register(sb, '0712345678'));
  await upload(sb, 'user/upload/curp/front', token);
  await upload(sb, 'user/upload/curp/back', token);
});
afterEach(async () => {
  await sb.stop();
});
afterAll(removeTempDirs);

function signed(score: number, key = SANDBOX_LIVENESS_KEY) {
  const unsigned = { livenessId: `l${Math.random().toString(16).slice(2)}`, score, issuedAt: sb.clock };
  return {
    ...unsigned,
    signature: createHmac('sha256', key).update(livenessMessage(unsigned)).digest('hex'),
  };
}
const report = (payload: Record<string, unknown>) =>
  post(sb, 'portal/liveness/detection/result/save', payload, { token });
const finish = async () => (await post(sb, 'user/finishUploadAllImg', {}, { token })).body.code;

describe('with a liveness SDK', () => {
  it('a signed result passes once; the page saying "passed" alone does not', async () => {
    await upload(sb, 'user/saveFaceImage', token);
    expect((await report({ sdk: 'accuauth', passed: true, score: 99 })).body.code).toBe(10040005);
    expect(await finish()).toBe(10040004);
    const result = signed(93);
    expect((await report({ sdk: 'accuauth', passed: false, ...result })).body).toMatchObject({
      code: 0,
      data: { passed: true },
    });
    expect(await finish()).toBe(0);
    // The same result again (copied off the phone) no longer counts.
    expect((await report({ sdk: 'accuauth', passed: true, ...result })).body.code).toBe(10040005);
  });

  it('a result signed with another key, changed after signing, or scoring below 60 fails', async () => {
    await upload(sb, 'user/saveFaceImage', token);
    expect((await report({ sdk: 'boyingfei', passed: true, ...signed(93, 'guess') })).body.code).toBe(
      10040005,
    );
    expect((await report({ sdk: 'boyingfei', passed: true, ...signed(30), score: 95 })).body.code).toBe(
      10040005,
    );
    expect((await report({ sdk: 'boyingfei', passed: true, ...signed(30) })).body.code).toBe(10040005);
  });
});

describe('with the browser camera', () => {
  it('the server decides from the face photo it keeps, whatever the page says', async () => {
    expect((await report({ sdk: 'camera', passed: true })).body.code).toBe(10040005);
    await upload(sb, 'user/saveFaceImage', token);
    expect((await report({ sdk: 'camera', passed: false })).body.code).toBe(0);
    expect(await finish()).toBe(0);
  });
});
