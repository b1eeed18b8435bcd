/** Borrowers, keyed by calling code + 9-digit mobile. */
import type { Db } from '../db.ts';

export interface UserRow {
  readonly id: number;
  readonly country_code: string;
  readonly mobile: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly step_code: number;
  readonly step_query: string;
  readonly registered_at: number;
}

/** The `UserInfo` of the protocol (security/getUserInfo, register, login). */
export interface UserInfo {
  readonly userId: number;
  readonly mobile: string;
  readonly countryCode: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly stepCode: number;
  /** Unix seconds. */
  readonly registeredAt: number;
}

/** Step a new borrower starts at: 6, basic (personal) information. */
export const FIRST_STEP = 6;

export function toUserInfo(row: UserRow): UserInfo {
  return {
    userId: row.id,
    mobile: row.mobile,
    countryCode: row.country_code,
    firstName: row.first_name,
    lastName: row.last_name,
    stepCode: row.step_code,
    registeredAt: Math.floor(row.registered_at / 1000),
  };
}

/** The routing query stored with the user's next step; a damaged value reads as no query. */
export function stepQuery(row: UserRow): Record<string, string> {
  try {
    const value: unknown = JSON.parse(row.step_query);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export type UserStore = ReturnType<typeof userStore>;

export function userStore(db: Db) {
  const byMobile = db.prepare<[string, string], UserRow>(
    'SELECT * FROM users WHERE country_code = ? AND mobile = ?',
  );
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const insert = db.prepare<[string, string, number, number]>(
    'INSERT INTO users (country_code, mobile, step_code, registered_at) VALUES (?, ?, ?, ?)',
  );
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM users');
  const setStep = db.prepare<[number, number]>('UPDATE users SET step_code = ? WHERE id = ?');
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
        const { lastInsertRowid } = insert.run(countryCode, mobile, FIRST_STEP, nowMs);
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
    /** Moves the user to another loan step; returns the updated row. */
    setStep(id: number, stepCode: number): UserRow | undefined {
      setStep.run(stepCode, id);
      return byId.get(id);
    },
    setNames(id: number, firstName: string, lastName: string): void {
      setNames.run(firstName, lastName, id);
    },
  };
}
