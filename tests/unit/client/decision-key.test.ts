/**
 * One tap = one idempotency key; a retry of the same decision reuses it (src/lib/decision-key.ts), and the
 * API layer sends it as the `Idempotency-Key` header (docs/protocol.md "Idempotency keys").
 */
import { describe, expect, it } from 'vitest';
import { get } from '../../../src/api/http.ts';
import { Decision, newIdempotencyKey } from '../../../src/lib/decision-key.ts';
import { liveSandboxForFile } from '../../helpers/live-sandbox.ts';

describe('a decision', () => {
  it('keeps its key across retries, and makes a new one after settling or for another choice', () => {
    const decision = new Decision();
    const first = decision.keyFor('p1:20000');
    expect(decision.keyFor('p1:20000')).toBe(first);
    const other = decision.keyFor('p1:10000');
    expect(other).not.toBe(first);
    decision.settle();
    const next = decision.keyFor('p1:10000');
    expect(next).not.toBe(other);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keys are random', () => {
    expect(new Set(Array.from({ length: 50 }, newIdempotencyKey)).size).toBe(50);
  });
});

describe('the header', () => {
  const sbx = liveSandboxForFile();

  it('is sent when the call has a key, and only then', async () => {
    await get('country/meta/code', {}, { idempotencyKey: 'abcdef0123456789' });
    await get('country/meta/code', {});
    expect(sbx.requests.map((r) => r.headers.get('Idempotency-Key'))).toEqual(['abcdef0123456789', null]);
  });
});
