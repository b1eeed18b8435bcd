import type { ClientErrorReport, TelemetryEvent } from '../contract/calls.ts';
import { isOffline, onReconnect } from '../lib/reconnect.ts';

/**
 * The queue of a page outside the native app (issue 25): funnel events and error reports wait here, kept in
 * localStorage so a reload or an offline spell loses none, and go to the backend in one batch per kind
 * (`app/telemetry/events`, `app/telemetry/errors`) when the page is hidden (the borrower leaves it: the last
 * moment a browser page is sure to run) or the queue is nearly full. Offline, nothing is sent: the batch
 * waits for the next chance with a connection. Outside the `tzloan:` records on purpose: an account's
 * erasure must not drop the `account_deleted` event still waiting; the queue holds nothing personal.
 */

export interface Outbox {
  events: TelemetryEvent[];
  errors: ClientErrorReport[];
}
export type OutboxKind = keyof Outbox;

export const OUTBOX_KEY = 'telemetry:outbox';
/** At most this many of each kind wait; older ones are dropped first (a small queue, a bounded page). */
export const OUTBOX_MAX = 40;
/** A queue this long is sent without waiting for the page to be hidden. */
export const FLUSH_AT = 25;

/** Sends one batch; resolves when the backend took it, rejects otherwise (the batch then stays queued). */
export type BatchSender = (batch: Outbox) => Promise<void>;

const empty = (): Outbox => ({ events: [], errors: [] });

export function readOutbox(): Outbox {
  try {
    const stored = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? 'null') as Partial<Outbox> | null;
    return {
      events: Array.isArray(stored?.events) ? stored.events : [],
      errors: Array.isArray(stored?.errors) ? stored.errors : [],
    };
  } catch {
    return empty();
  }
}

function writeOutbox(outbox: Outbox): void {
  try {
    if (outbox.events.length + outbox.errors.length === 0) localStorage.removeItem(OUTBOX_KEY);
    else localStorage.setItem(OUTBOX_KEY, JSON.stringify(outbox));
  } catch {
    // Storage full or disabled: what waits is lost, never the page.
  }
}

const defaultSender: BatchSender = (batch) => import('./send.ts').then(({ sendBatch }) => sendBatch(batch));
let sender = defaultSender;
let flushing: Promise<void> | null = null;

/** Tests replace the sender; `undefined` puts the real one back. */
export function setBatchSender(next: BatchSender | undefined): void {
  sender = next ?? defaultSender;
}

/**
 * Sends what waits, once at a time; nothing while offline. What was sent leaves the queue only once the
 * backend took it; what was queued meanwhile stays for the next time. Never throws.
 */
export function flushOutbox(): Promise<void> {
  if (flushing) return flushing;
  if (isOffline()) return Promise.resolve();
  const batch = readOutbox();
  if (batch.events.length + batch.errors.length === 0) return Promise.resolve();
  flushing = sender(batch)
    .then(() => {
      const now = readOutbox();
      // The oldest may have been dropped meanwhile (a full queue): drop only what is still the sent ones.
      const sentEvents = new Set(batch.events.map((item) => JSON.stringify(item)));
      const sentErrors = new Set(batch.errors.map((item) => JSON.stringify(item)));
      writeOutbox({
        events: now.events.filter((item) => !sentEvents.has(JSON.stringify(item))),
        errors: now.errors.filter((item) => !sentErrors.has(JSON.stringify(item))),
      });
    })
    .catch(() => undefined)
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

let listening = false;

function whenHidden(): void {
  if (document.visibilityState === 'hidden') void flushOutbox();
}

/** Sends the queue when the page is hidden, or when the connection is back while it is. */
function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', whenHidden);
  addEventListener('pagehide', () => void flushOutbox());
  onReconnect(whenHidden);
}

/** Queues one item; a nearly full queue is sent at once. */
export function enqueue<K extends OutboxKind>(kind: K, item: Outbox[K][number]): void {
  listen();
  const outbox = readOutbox();
  const list = outbox[kind] as Array<Outbox[K][number]>;
  list.push(item);
  if (list.length > OUTBOX_MAX) list.splice(0, list.length - OUTBOX_MAX);
  writeOutbox(outbox);
  if (list.length >= FLUSH_AT) void flushOutbox();
}

/** A page that starts with items left by an earlier one sends them at its first chance too. */
export function watchOutbox(): void {
  const { events, errors } = readOutbox();
  if (events.length + errors.length > 0) listen();
}
