/**
 * Verification-code requests. The code itself is always SANDBOX_VERIFY_CODE; the requests are kept so testers
 * can see (via /__sandbox/state) that the app asked for one.
 */
import type { Db } from '../db.ts';
import type { PayloadOf } from '../../src/contract/calls.ts';

export type VerifyPurpose = PayloadOf<'security/getVerifyCode'>['type'];

export type VerifyCodeStore = ReturnType<typeof verifyCodeStore>;

export function verifyCodeStore(db: Db) {
  const insert = db.prepare<[string, string, VerifyPurpose, number]>(
    'INSERT INTO verify_code_requests (country_code, mobile, purpose, requested_at) VALUES (?, ?, ?, ?)',
  );
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM verify_code_requests');

  return {
    record(countryCode: string, mobile: string, purpose: VerifyPurpose, nowMs: number): void {
      insert.run(countryCode, mobile, purpose, nowMs);
    },
    count(): number {
      return count.get()?.n ?? 0;
    },
  };
}
