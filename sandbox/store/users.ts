/** Borrowers, keyed by calling code + 9-digit mobile. Where a borrower is in the journey is derived (loans/journey.ts). */
import type { UserInfo } from '../../src/contract/entities.ts';
import type { Db } from '../db.ts';

export interface UserRow {
  readonly id: number;
  readonly country_code: string;
  readonly mobile: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly registered_at: number;
}

export type { UserInfo };

/** The `UserInfo` of the protocol (security/getUserInfo, register, login); `stepCode` is derived by the caller. */
export function toUserInfo(row: UserRow, stepCode: number): UserInfo {
  return {
    userId: row.id,
    mobile: row.mobile,
    countryCode: row.country_code,
    firstName: row.first_name,
    lastName: row.last_name,
    stepCode,
    registeredAt: Math.floor(row.registered_at / 1000),
  };
}

export type UserStore = ReturnType<typeof userStore>;

export function userStore(db: Db) {
  // The step_code and step_query columns of migration 1 are no longer read: the step is derived.
  const columns = 'id, country_code, mobile, first_name, last_name, registered_at';
  const byMobile = db.prepare<[string, string], UserRow>(
    `SELECT ${columns} FROM users WHERE country_code = ? AND mobile = ?`,
  );
  const byId = db.prepare<[number], UserRow>(`SELECT ${columns} FROM users WHERE id = ?`);
  const insert = db.prepare<[string, string, number]>(
    'INSERT INTO users (country_code, mobile, registered_at) VALUES (?, ?, ?)',
  );
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM users');
  const setNames = db.prepare<[string, string, number]>(
    'UPDATE users SET first_name = ?, last_name = ? WHERE id = ?',
  );

  return {
    findByMobile(countryCode: string, mobile: string): UserRow | undefined {
      return byMobile.get(countryCode, mobile);
    },
    findById(id: number): UserRow | undefined {
      return byId.get(id);
    },
    /** Inserts a new borrower; `undefined` when the number is already registered. */
    create(countryCode: string, mobile: string, nowMs: number): UserRow | undefined {
      try {
        const { lastInsertRowid } = insert.run(countryCode, mobile, nowMs);
        return byId.get(Number(lastInsertRowid));
      } catch (error) {
        // Two registrations racing for one number (possible across a dev-server restart): the loser is told.
        if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
        throw error;
      }
    },
    count(): number {
      return count.get()?.n ?? 0;
    },
    setNames(id: number, firstName: string, lastName: string): void {
      setNames.run(firstName, lastName, id);
    },
  };
}
