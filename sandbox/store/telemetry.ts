/**
 * What pages outside the native app send instead of the bridge (issue 25): funnel events
 * (`app/telemetry/events`) and client error reports (`app/telemetry/errors`), kept for testers to read
 * (`GET /__sandbox/telemetry`). At most KEEP of each kind: a page in an error loop cannot fill the disk.
 */
import type { Db } from '../db.ts';

export type TelemetryKind = 'event' | 'error';
export type TelemetryStore = ReturnType<typeof telemetryStore>;

/** The newest rows of each kind kept; older ones are dropped as new ones arrive. */
export const TELEMETRY_KEEP = 1000;

/**
 * The table, made here rather than by a migration in db.ts: it depends on nothing else, so it is the same
 * table whichever migrations a database file has run (issue 25 and issue 27 added to db.ts at once).
 */
const TABLE = `
  CREATE TABLE IF NOT EXISTS telemetry (
    id    INTEGER PRIMARY KEY AUTOINCREMENT,
    kind  TEXT    NOT NULL CHECK (kind IN ('event', 'error')),
    body  TEXT    NOT NULL,                    -- the event or the report, JSON, as the page sent it
    at    INTEGER NOT NULL                     -- sandbox clock, epoch ms, when it arrived
  );
`;

export function telemetryStore(db: Db) {
  db.exec(TABLE);
  const insert = db.prepare<[TelemetryKind, string, number]>(
    'INSERT INTO telemetry (kind, body, at) VALUES (?, ?, ?)',
  );
  const trim = db.prepare<[TelemetryKind, TelemetryKind, number]>(
    `DELETE FROM telemetry WHERE kind = ? AND id <= (
       SELECT id FROM telemetry WHERE kind = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
  );
  const list = db.prepare<[TelemetryKind, number], { body: string; at: number }>(
    // The newest `limit`, then oldest first.
    'SELECT body, at FROM (SELECT id, body, at FROM telemetry WHERE kind = ? ORDER BY id DESC LIMIT ?) ORDER BY id',
  );
  return {
    /** Keeps the items of one batch in the order sent. */
    add(kind: TelemetryKind, items: readonly unknown[], at: number): void {
      db.transaction(() => {
        for (const item of items) insert.run(kind, JSON.stringify(item), at);
        trim.run(kind, kind, TELEMETRY_KEEP);
      })();
    },
    /** The kept items of a kind in the order they arrived (oldest first), each with its arrival time. */
    list(kind: TelemetryKind, limit = TELEMETRY_KEEP): Array<{ item: unknown; receivedAt: number }> {
      return list
        .all(kind, limit)
        .map((row) => ({ item: JSON.parse(row.body) as unknown, receivedAt: row.at }));
    },
  };
}
