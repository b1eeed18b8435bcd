import type { CallPath } from '../contract/calls.ts';
import type { ClientErrorKind } from '../contract/calls.ts';
import { onReconnect } from '../lib/reconnect.ts';

/**
 * The first load's whole share of telemetry (issue 25: at most 1.5 KB gzipped): handing replies to the
 * funnel, and the error listeners. The rest (which replies count, the catalogue, the scrubber, the
 * reporter, the queue and its sender) loads when there is something to read or send: ./funnel.ts,
 * ./report.ts.
 */

/**
 * src/api/http.ts: a call succeeded; ./funnel.ts picks the calls it counts (its list is not here: bytes of
 * the first load). A read matters only when it carries an order or a payment order, so a visitor's Home
 * loads no code for it. Never throws, never delays the caller.
 */
export function noteReply(
  method: 'get' | 'post',
  path: CallPath,
  payload: Record<string, unknown>,
  data: unknown,
): void {
  const fields = (data ?? {}) as Record<string, unknown>;
  if (method === 'get' && !(fields.order || fields.orderNo || fields.payOrderId)) return;
  import('./funnel.ts').then(({ onReply }) => onReply(path, payload, data)).catch(() => undefined);
}

/** Errors waiting for the reporter's code (it may not download: offline, the very failure to report). */
const waiting: Array<[ClientErrorKind, unknown]> = [];
let loading = false;

function deliver(): void {
  if (loading || waiting.length === 0) return;
  loading = true;
  import('./report.ts')
    .then(({ report }) => {
      for (const [kind, error] of waiting.splice(0)) report(kind, error);
    })
    .catch(() => undefined)
    .finally(() => {
      loading = false;
    });
}

/**
 * Reports a client error (message, stack, build, route, versions: ./report.ts says what and how). Never
 * throws; at most 20 wait for the reporter's code.
 */
export function reportError(kind: ClientErrorKind, error: unknown): void {
  try {
    if (waiting.length < 20) waiting.push([kind, error]);
    deliver();
  } catch {
    // Reporting must never break the page.
  }
}

/** For src/ui/retrying-lazy.tsx: a screen's code did not download. */
export const reportChunkFailure = (error: unknown): void => reportError('chunk', error);

/** Listens for uncaught errors and unhandled rejections; once, at start-up (src/main.tsx). */
export function installErrorReporting(): void {
  addEventListener('error', (event) => reportError('error', event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => reportError('rejection', event.reason));
  // Errors that came while the reporter's code could not download go when the connection is back.
  onReconnect(deliver);
  // What an earlier page left in the queue (./outbox.ts) goes at this page's first chance.
  try {
    if (localStorage.getItem('telemetry:outbox')) {
      import('./outbox.ts').then(({ watchOutbox }) => watchOutbox()).catch(() => undefined);
    }
  } catch {
    // Storage disabled: nothing was left.
  }
}
