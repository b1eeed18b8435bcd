/**
 * Verification codes, one row per code sent (the sandbox sends none: the code is always
 * SANDBOX_VERIFY_CODE, but each request still issues a code with its own life). A row is a code for one
 * number and one purpose; it is used once, dies after too many wrong tries, and its requests stay visible
 * to testers as a count (/__sandbox/state). The rules themselves are in sandbox/codes.ts.
 */
import type { Db } from '../db.ts';
import type { PayloadOf } from '../../src/contract/calls.ts';

/** What a code is for: the purposes of `security/getVerifyCode`, and the account deletion's own call. */
export type VerifyPurpose = PayloadOf<'security/getVerifyCode'>['type'] | 'deleteUser';

export interface CodeRow {
  readonly id: number;
  /** Real clock, epoch ms. */
  readonly requested_at: number;
  readonly wrong_tries: number;
}

export type VerifyCodeStore = ReturnType<typeof verifyCodeStore>;

export function verifyCodeStore(db: Db) {
  const insert = db.prepare<[string, string, VerifyPurpose, number]>(
    'INSERT INTO verify_code_requests (country_code, mobile, purpose, requested_at) VALUES (?, ?, ?, ?)',
  );
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM verify_code_requests');
  // The newest code of the number for the purpose that is neither used nor dead (expiry is the caller's).
  const open = db.prepare<[string, string, VerifyPurpose], CodeRow>(
    `SELECT id, requested_at, wrong_tries FROM verify_code_requests
      WHERE country_code = ? AND mobile = ? AND purpose = ? AND used_at IS NULL AND dead_at IS NULL
      ORDER BY id DESC LIMIT 1`,
  );
  const lastDeath = db.prepare<[string, string], { at: number | null }>(
    'SELECT max(dead_at) AS at FROM verify_code_requests WHERE country_code = ? AND mobile = ?',
  );
  const wrong = db.prepare<[number], { wrong_tries: number }>(
    'UPDATE verify_code_requests SET wrong_tries = wrong_tries + 1 WHERE id = ? RETURNING wrong_tries',
  );
  const kill = db.prepare<[number, number]>('UPDATE verify_code_requests SET dead_at = ? WHERE id = ?');
  const use = db.prepare<[number, number]>('UPDATE verify_code_requests SET used_at = ? WHERE id = ?');

  return {
    /** A new code for the number and purpose, asked for at `nowMs`. */
    issue(countryCode: string, mobile: string, purpose: VerifyPurpose, nowMs: number): void {
      insert.run(countryCode, mobile, purpose, nowMs);
    },
    /** The newest code still waiting to be typed (not used, not dead), expired or not; undefined if none. */
    open(countryCode: string, mobile: string, purpose: VerifyPurpose): CodeRow | undefined {
      return open.get(countryCode, mobile, purpose);
    },
    /** When the number's last code died of wrong tries (any purpose), or null. */
    lastDeathAt(countryCode: string, mobile: string): number | null {
      return lastDeath.get(countryCode, mobile)?.at ?? null;
    },
    /** Counts a wrong try of the code; returns how many it has had. */
    wrongTry(id: number): number {
      return wrong.get(id)?.wrong_tries ?? 0;
    },
    kill(id: number, nowMs: number): void {
      kill.run(nowMs, id);
    },
    use(id: number, nowMs: number): void {
      use.run(nowMs, id);
    },
    count(): number {
      return count.get()?.n ?? 0;
    },
  };
}
