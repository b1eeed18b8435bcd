/**
 * Replies to money actions kept by their idempotency key (docs/protocol.md "Idempotency keys"): a retry of
 * the same decision (same borrower, same call, same key) gets the first reply instead of acting twice. Any
 * route is covered: the server (../server.ts) looks the key up before the handler runs and keeps the reply
 * after it, so a route does nothing to take part.
 */
import type { Db } from '../db.ts';

/** How long a key is remembered (Stripe's choice too): a retry comes within seconds to minutes. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The request header that carries the key (docs/protocol.md); Node lower-cases header names. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** What a client may send: 8-128 letters, digits, `-` and `_` (a UUID or 32 hex characters fit). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export interface KeptReply {
  /** The request's payload without `t`, keys sorted: the same key with another payload is refused. */
  readonly fingerprint: string;
  readonly status: number;
  /** The envelope as first sent, JSON. */
  readonly body: string;
}

export type IdempotencyStore = ReturnType<typeof idempotencyStore>;

interface Row {
  fingerprint: string;
  status: number;
  body: string;
  created_at: number;
}

export function idempotencyStore(db: Db) {
  const find = db.prepare<[number, string, string], Row>(
    'SELECT fingerprint, status, body, created_at FROM idempotent_replies WHERE user_id = ? AND path = ? AND key = ?',
  );
  const put = db.prepare<[number, string, string, string, number, string, number]>(
    `INSERT INTO idempotent_replies (user_id, path, key, fingerprint, status, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, path, key) DO UPDATE SET fingerprint = excluded.fingerprint,
       status = excluded.status, body = excluded.body, created_at = excluded.created_at`,
  );
  return {
    /** The reply kept for this key, unless none was kept or it is older than IDEMPOTENCY_TTL_MS. */
    find(userId: number, path: string, key: string, nowMs: number): KeptReply | null {
      const row = find.get(userId, path, key);
      return row && nowMs - row.created_at < IDEMPOTENCY_TTL_MS ? row : null;
    },
    keep(userId: number, path: string, key: string, reply: KeptReply, nowMs: number): void {
      put.run(userId, path, key, reply.fingerprint, reply.status, reply.body, nowMs);
    },
  };
}

/** The payload without `t` (it changes on every retry), its keys sorted so the order does not matter. */
export function fingerprint(payload: Readonly<Record<string, unknown>>): string {
  const { t: _t, ...rest } = payload;
  return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))));
}
