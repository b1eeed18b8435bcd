/**
 * Leaving the service: removing a borrower with everything
 * that is theirs. Every table of a borrower's data references `users (id) ON DELETE CASCADE` (sandbox/db.ts),
 * so deleting the user row removes sessions (their tokens then answer "Token invalid"), forms, loans and
 * their events, ID card and face records, wallet, collection flags, payment orders, proofs and coupons.
 * What is keyed by the mobile number instead (verification-code requests) and the borrower's sandbox
 * settings (keys ending `:<userId>`) go in the same transaction, so the number can register again as new.
 */
import type { Db } from '../db.ts';
import type { UserRow } from './users.ts';

export type AccountStore = ReturnType<typeof accountStore>;

export function accountStore(db: Db) {
  const removeCodes = db.prepare<[string, string]>(
    'DELETE FROM verify_code_requests WHERE country_code = ? AND mobile = ?',
  );
  const removeSettings = db.prepare<[string]>("DELETE FROM settings WHERE key LIKE '%:' || ?");
  const removeUser = db.prepare<[number]>('DELETE FROM users WHERE id = ?');

  return {
    /** Removes the borrower and all their rows; false when they were already gone. */
    remove: db.transaction((user: UserRow): boolean => {
      removeCodes.run(user.country_code, user.mobile);
      removeSettings.run(String(user.id));
      return removeUser.run(user.id).changes > 0;
    }),
  };
}
