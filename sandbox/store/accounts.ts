/**
 * Leaving the service: the delete verification code's requests, and removing a borrower with everything
 * that is theirs. Every table of a borrower's data references `users (id) ON DELETE CASCADE` (sandbox/db.ts),
 * so deleting the user row removes sessions (their tokens then answer "Token invalid"), forms, loans and
 * their events, ID card and face records, wallet, collection flags, payment orders, proofs and coupons.
 * What is keyed by the mobile number instead (verification-code requests) and the borrower's sandbox
 * settings (keys ending `:<userId>`) go in the same transaction, so the number can register again as new.
 */
import type { Db } from '../db.ts';
import type { UserRow } from './users.ts';

/** `verify_code_requests.purpose` of the delete verification code. */
export const DELETE_CODE_PURPOSE = 'deleteUser';

export type AccountStore = ReturnType<typeof accountStore>;

export function accountStore(db: Db) {
  const recordCode = db.prepare<[string, string, string, number]>(
    'INSERT INTO verify_code_requests (country_code, mobile, purpose, requested_at) VALUES (?, ?, ?, ?)',
  );
  const lastCode = db.prepare<[string, string, string], { at: number | null }>(
    `SELECT max(requested_at) AS at FROM verify_code_requests
     WHERE country_code = ? AND mobile = ? AND purpose = ?`,
  );
  const removeCodes = db.prepare<[string, string]>(
    'DELETE FROM verify_code_requests WHERE country_code = ? AND mobile = ?',
  );
  const removeSettings = db.prepare<[string]>("DELETE FROM settings WHERE key LIKE '%:' || ?");
  const removeUser = db.prepare<[number]>('DELETE FROM users WHERE id = ?');

  return {
    /** The borrower asked for the delete verification code at `nowMs`. */
    recordDeleteCode(user: UserRow, nowMs: number): void {
      recordCode.run(user.country_code, user.mobile, DELETE_CODE_PURPOSE, nowMs);
    },
    /** When the borrower last asked for the delete verification code; null if never. */
    lastDeleteCodeAt(user: UserRow): number | null {
      return lastCode.get(user.country_code, user.mobile, DELETE_CODE_PURPOSE)?.at ?? null;
    },
    /** Removes the borrower and all their rows; false when they were already gone. */
    remove: db.transaction((user: UserRow): boolean => {
      removeCodes.run(user.country_code, user.mobile);
      removeSettings.run(String(user.id));
      return removeUser.run(user.id).changes > 0;
    }),
  };
}
