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
  // The loan domain: loans and their transitions, the ID card and face, the wallet, the data-collection
  // gate, and the tester's clock offset. Amounts are integer shillings, rates percent, times epoch ms.
  `
  CREATE TABLE loans (
    id                    INTEGER PRIMARY KEY AUTOINCREMENT,
    order_no              TEXT    NOT NULL UNIQUE,
    user_id               INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    product_id            TEXT    NOT NULL,
    product_name          TEXT    NOT NULL,
    amount                INTEGER NOT NULL,
    term_days             INTEGER NOT NULL,
    interest_rate_per_day REAL    NOT NULL,
    interest              INTEGER NOT NULL,
    service_fee           INTEGER NOT NULL,
    service_fee_tax       INTEGER NOT NULL,
    received_amount       INTEGER NOT NULL,
    repay_amount          INTEGER NOT NULL,
    penalty_rate_per_day  REAL    NOT NULL,
    state                 TEXT    NOT NULL CHECK (state IN ('applied', 'under_review', 'approved', 'rejected',
                            'disbursing', 'payout_failed', 'disbursed', 'repaying', 'overdue', 'finished', 'cancelled')),
    outcome               TEXT    NOT NULL CHECK (outcome IN ('approved', 'rejected', 'payoutFailed')),
    applied_at            INTEGER NOT NULL,
    submitted_at          INTEGER,
    decide_at             INTEGER,            -- when the pending review or payout is decided; null if none
    decided_at            INTEGER,            -- when the review was decided
    draw_before           INTEGER,            -- approved: take the money before this, else cancelled
    disbursing_at         INTEGER,
    disbursed_at          INTEGER,
    due_at                INTEGER,
    closed_at             INTEGER,            -- finished, cancelled, rejected or payout failed
    repaid_amount         INTEGER NOT NULL DEFAULT 0,
    reapply_at            INTEGER,
    wallet                TEXT,
    account_number        TEXT
  );
  -- One open loan per borrower (spec section 4); the list is OPEN_LOAN_STATES of src/contract/codes.ts.
  CREATE UNIQUE INDEX loans_one_open_per_user ON loans (user_id)
    WHERE state IN ('applied', 'under_review', 'approved', 'disbursing', 'disbursed', 'repaying', 'overdue');
  CREATE INDEX loans_by_user ON loans (user_id, applied_at);
  CREATE TABLE loan_events (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    loan_id    INTEGER NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
    event      TEXT    NOT NULL,
    from_state TEXT    NOT NULL,
    to_state   TEXT    NOT NULL,
    at         INTEGER NOT NULL                -- when the event happened on the sandbox clock
  );
  CREATE INDEX loan_events_by_loan ON loan_events (loan_id);
  CREATE TABLE kyc_images (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL CHECK (kind IN ('front', 'back', 'face')),
    upload_id   TEXT    NOT NULL,             -- the file's id in the uploads folder (sandbox/uploads.ts)
    bytes       INTEGER NOT NULL,
    uploaded_at INTEGER NOT NULL
  );
  CREATE INDEX kyc_images_by_user ON kyc_images (user_id, kind);
  CREATE TABLE liveness (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    sdk        TEXT    NOT NULL,
    passed     INTEGER NOT NULL,               -- 0 or 1
    score      REAL,
    checked_at INTEGER NOT NULL
  );
  CREATE INDEX liveness_by_user ON liveness (user_id);
  CREATE TABLE wallets (
    user_id        INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    wallet         TEXT    NOT NULL,           -- 'mpesa' | 'tigo' | 'airtel' | 'halopesa'
    account_number TEXT    NOT NULL,           -- 9-digit national form
    bound_at       INTEGER NOT NULL
  );
  CREATE TABLE collection (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    enabled INTEGER NOT NULL,                  -- 1: time/upload/enable answers true
    failing TEXT    NOT NULL DEFAULT '[]'      -- JSON array of the flags that stay unset
  );
  CREATE TABLE settings (
    key   TEXT PRIMARY KEY,                    -- e.g. 'clock_offset_ms'
    value TEXT NOT NULL
  );
  `,
  // Repayment (issue 9): payment orders, payment proofs, coupons, and how often a loan was rolled over.
  `
  ALTER TABLE loans ADD COLUMN rollovers INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE pay_orders (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    pay_order_id TEXT    NOT NULL UNIQUE,
    loan_id      INTEGER NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
    purpose      TEXT    NOT NULL CHECK (purpose IN ('repay', 'rollover')),
    amount       INTEGER NOT NULL,
    channel_id   TEXT    NOT NULL,
    method       TEXT    NOT NULL CHECK (method IN ('online', 'bill')),
    prompt_to    TEXT,                         -- online: the wallet number the payment prompt went to
    outcome      TEXT    NOT NULL CHECK (outcome IN ('paid', 'failed', 'timeout')),
    state        TEXT    NOT NULL CHECK (state IN ('pending', 'paid', 'failed', 'timed_out', 'cancelled')),
    created_at   INTEGER NOT NULL,
    settle_at    INTEGER NOT NULL,             -- when a planned 'paid' or 'failed' outcome happens
    expires_at   INTEGER NOT NULL,             -- still pending then: timed out
    settled_at   INTEGER
  );
  CREATE INDEX pay_orders_by_loan ON pay_orders (loan_id, state);
  CREATE TABLE payment_proofs (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    proof_id       TEXT    NOT NULL UNIQUE,
    loan_id        INTEGER NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
    amount         INTEGER NOT NULL,
    channel_id     TEXT    NOT NULL,
    transaction_id TEXT,
    upload_id      TEXT    NOT NULL,           -- the image in the uploads folder (sandbox/uploads.ts)
    outcome        TEXT    NOT NULL CHECK (outcome IN ('accepted', 'refused')),
    state          TEXT    NOT NULL CHECK (state IN ('reviewing', 'accepted', 'refused')),
    submitted_at   INTEGER NOT NULL,
    review_at      INTEGER NOT NULL,
    reviewed_at    INTEGER,
    reason         TEXT                        -- refused: the message key of the reason
  );
  CREATE INDEX payment_proofs_by_loan ON payment_proofs (loan_id, state);
  CREATE TABLE coupons (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    coupon_id    TEXT    NOT NULL UNIQUE,
    user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    draw_loan_id INTEGER REFERENCES loans (id) ON DELETE CASCADE, -- the loan whose lucky draw won it
    amount       INTEGER NOT NULL,
    created_at   INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    used_at      INTEGER,
    used_loan_id INTEGER REFERENCES loans (id) ON DELETE CASCADE
  );
  CREATE INDEX coupons_by_user ON coupons (user_id);
  `,
  // Feedback tickets (issue 10): the ticket, its conversation, and what the borrower has read.
  `
  CREATE TABLE feedback_tickets (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    feedback_id      TEXT    NOT NULL UNIQUE,
    user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type             INTEGER NOT NULL CHECK (type BETWEEN 1 AND 7),
    status           INTEGER NOT NULL CHECK (status BETWEEN 1 AND 4),
    remark           TEXT    NOT NULL,
    images           TEXT    NOT NULL DEFAULT '[]', -- JSON array of upload ids (sandbox/uploads.ts)
    contact          TEXT    NOT NULL DEFAULT '',
    appointment_time TEXT,
    resolved         INTEGER,                      -- the borrower's rating: 1 resolved, 0 unresolved
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL,
    read_upto        INTEGER NOT NULL DEFAULT 0    -- staff messages with a larger id are unread (the red dot)
  );
  CREATE INDEX feedback_tickets_by_user ON feedback_tickets (user_id, updated_at);
  CREATE TABLE feedback_messages (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id TEXT    NOT NULL UNIQUE,
    ticket_id  INTEGER NOT NULL REFERENCES feedback_tickets (id) ON DELETE CASCADE,
    sender     TEXT    NOT NULL CHECK (sender IN ('user', 'staff')),
    text       TEXT    NOT NULL,
    images     TEXT    NOT NULL DEFAULT '[]',
    at         INTEGER NOT NULL
  );
  CREATE INDEX feedback_messages_by_ticket ON feedback_messages (ticket_id, id);
  `,
  // Idempotency keys of money actions (issue 23, docs/protocol.md): the first reply to a key, replayed to retries.
  `
  CREATE TABLE idempotent_replies (
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    path        TEXT    NOT NULL,              -- the logical call, e.g. 'loan/get-money'
    key         TEXT    NOT NULL,              -- the Idempotency-Key header
    fingerprint TEXT    NOT NULL,              -- the payload without t (store/idempotency.ts)
    status      INTEGER NOT NULL,              -- HTTP status of the first reply
    body        TEXT    NOT NULL,              -- the envelope of the first reply, JSON
    created_at  INTEGER NOT NULL,              -- real clock, epoch ms
    PRIMARY KEY (user_id, path, key)
  );
  `,
  // Codes that can be used once, die after wrong tries and lock the number a while (issue 27, sandbox/codes.ts).
  `
  ALTER TABLE verify_code_requests ADD COLUMN wrong_tries INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE verify_code_requests ADD COLUMN used_at INTEGER;   -- real clock, epoch ms: typed right once
  ALTER TABLE verify_code_requests ADD COLUMN dead_at INTEGER;   -- real clock: too many wrong tries
  CREATE INDEX verify_codes_by_number ON verify_code_requests (country_code, mobile, purpose, id);
  `,
  // The face check's SDK result counts once (issue 27, sandbox/liveness.ts).
  `
  ALTER TABLE liveness ADD COLUMN liveness_id TEXT;             -- the signed SDK result's id, or null
  CREATE INDEX liveness_by_id ON liveness (liveness_id);
  `,
];

/** Tables emptied by a reset, children first. */
export const TABLES = [
  'telemetry',
  'idempotent_replies',
  'feedback_messages',
  'feedback_tickets',
  'coupons',
  'payment_proofs',
  'pay_orders',
  'loan_events',
  'loans',
  'kyc_images',
  'liveness',
  'wallets',
  'collection',
  'settings',
  'user_forms',
  'sessions',
  'verify_code_requests',
  'users',
] as const;

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
