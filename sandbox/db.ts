/**
 * The sandbox's SQLite file: opening it and bringing its schema up to date. Migrations are append-only;
 * `PRAGMA user_version` records how many have run, so a file from an older checkout keeps its data.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Times are stored as epoch milliseconds; the API converts to seconds where the protocol wants them. */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    country_code  TEXT    NOT NULL,
    mobile        TEXT    NOT NULL,             -- 9-digit national form
    first_name    TEXT,
    last_name     TEXT,
    step_code     INTEGER NOT NULL DEFAULT 6,   -- next loan step (6 = basic info)
    step_query    TEXT    NOT NULL DEFAULT '{}', -- routing query for that step, JSON object of strings
    registered_at INTEGER NOT NULL,
    UNIQUE (country_code, mobile)
  );
  CREATE TABLE sessions (
    token_hash  TEXT    PRIMARY KEY,            -- sha256 of the bearer token; the token itself is never stored
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    replaced_at INTEGER                         -- set when a newer login of the same user took over
  );
  CREATE INDEX sessions_by_user ON sessions (user_id);
  CREATE TABLE verify_code_requests (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    country_code TEXT    NOT NULL,
    mobile       TEXT    NOT NULL,
    purpose      TEXT    NOT NULL,              -- 'login' | 'register'
    requested_at INTEGER NOT NULL
  );
  `,
  `
  CREATE TABLE user_forms (
    user_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    form     TEXT    NOT NULL,                  -- 'personal' | 'work' | 'questionnaire' (schemas/<market>/)
    data     TEXT    NOT NULL,                  -- the accepted values, JSON object
    saved_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, form)
  );
  `,
];

/** Tables emptied by a reset, children first. */
export const TABLES = ['user_forms', 'sessions', 'verify_code_requests', 'users'] as const;

export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets a restarting Vite server open the file while the old instance is still closing.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  // Read the version inside the write lock: two processes opening a fresh file must not both migrate it.
  db.transaction(() => {
    const current = Number(db.pragma('user_version', { simple: true }));
    for (const sql of MIGRATIONS.slice(current)) db.exec(sql);
    if (current < MIGRATIONS.length) db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
}

/** Empties every table and restarts the id counters, so a reset sandbox hands out the same ids again. */
export function resetDb(db: Db): void {
  db.transaction(() => {
    for (const table of TABLES) db.exec(`DELETE FROM ${table}`);
    db.exec('DELETE FROM sqlite_sequence');
  })();
}
