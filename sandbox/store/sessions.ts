/**
 * Login sessions. A user has at most one live session: each login replaces the older ones, whose tokens then
 * answer "logged in from another device". Only a hash of each token is stored, so the file leaks nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';

export type SessionCheck =
  | { readonly status: 'active'; readonly userId: number }
  | { readonly status: 'unknown' | 'expired' | 'replaced' };

interface SessionRow {
  readonly user_id: number;
  readonly expires_at: number;
  readonly replaced_at: number | null;
}

export interface SessionCounts {
  readonly active: number;
  readonly expired: number;
  readonly replaced: number;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionStore = ReturnType<typeof sessionStore>;

export function sessionStore(db: Db, ttlMs: number) {
  const insert = db.prepare<[string, number, number, number]>(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  // Sessions that have already expired stay expired: their owner is told so, not "another device".
  const replace = db.prepare<[number, number, number]>(
    'UPDATE sessions SET replaced_at = ? WHERE user_id = ? AND replaced_at IS NULL AND expires_at > ?',
  );
  const expire = db.prepare<[number, number, number]>(
    'UPDATE sessions SET expires_at = ? WHERE user_id = ? AND replaced_at IS NULL AND expires_at > ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
  const find = db.prepare<[string], SessionRow>(
    'SELECT user_id, expires_at, replaced_at FROM sessions WHERE token_hash = ?',
  );
  const counts = db.prepare<[number, number], SessionCounts>(
    `SELECT
       coalesce(sum(replaced_at IS NULL AND expires_at > ?), 0) AS active,
       coalesce(sum(replaced_at IS NULL AND expires_at <= ?), 0) AS expired,
       coalesce(sum(replaced_at IS NOT NULL), 0) AS replaced
     FROM sessions`,
  );

  return {
    /** Logs the user in: a new token, and every older live session of the user replaced. */
    start: db.transaction((userId: number, nowMs: number): { token: string; replaced: number } => {
      const replaced = replace.run(nowMs, userId, nowMs).changes;
      const token = randomBytes(24).toString('base64url');
      insert.run(hashToken(token), userId, nowMs, nowMs + ttlMs);
      return { token, replaced };
    }),
    check(token: string, nowMs: number): SessionCheck {
      const row = find.get(hashToken(token));
      if (!row) return { status: 'unknown' };
      if (row.replaced_at !== null) return { status: 'replaced' };
      if (row.expires_at <= nowMs) return { status: 'expired' };
      return { status: 'active', userId: row.user_id };
    },
    /**
     * Logs out: the token is forgotten, so it answers "Token invalid" from now on, like one never issued.
     * Returns whether there was such a session.
     */
    end(token: string): boolean {
      return remove.run(hashToken(token)).changes > 0;
    },
    /** Ends the user's live sessions as if their time had run out; returns how many there were. */
    expireUser(userId: number, nowMs: number): number {
      return expire.run(nowMs, userId, nowMs).changes;
    },
    counts(nowMs: number): SessionCounts {
      return counts.get(nowMs, nowMs) ?? { active: 0, expired: 0, replaced: 0 };
    },
  };
}
