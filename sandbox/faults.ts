/**
 * Injected network and server failures, so the app's spinner, retry and error paths can be tested on demand.
 * A tester queues faults through /__sandbox/faults; each API call takes the first pending fault that matches
 * its logical path. Faults live in memory: they are meant for the next few calls, not to outlive a restart.
 */
import type { ServerResponse } from 'node:http';
import { DEFAULT_SLOW_DELAY_MS } from './config.ts';
import { sendRaw } from './http.ts';

export const FAULT_MODES = ['slow', 'error500', 'timeout', 'malformed', 'corrupt'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface FaultSpec {
  readonly mode: FaultMode;
  /** How many matching calls it affects. */
  readonly count: number;
  /** `slow` only: how long to wait before answering normally. */
  readonly delayMs: number;
  /** Logical path it applies to (`security/login`); every call when absent. */
  readonly path: string | null;
  /**
   * `corrupt` only: fields laid over the reply's data (`{"minAmount":"<b>x</b>","maxAmount":null}`), for
   * testing what the app does with wrong server data; the envelope itself stays well formed.
   */
  readonly data: Readonly<Record<string, unknown>> | null;
}

export interface PendingFault extends FaultSpec {
  readonly id: number;
  /** Calls still to be affected. */
  readonly remaining: number;
}

const MAX_COUNT = 1000;
const MAX_DELAY_MS = 10 * 60 * 1000;

/** Checks a control request's body; returns the spec or a message saying what is wrong. */
export function parseFaultSpec(body: unknown): FaultSpec | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body must be a JSON object';
  const {
    mode,
    count = 1,
    delayMs = DEFAULT_SLOW_DELAY_MS,
    path = null,
    data = null,
  } = body as Record<string, unknown>;
  if (!FAULT_MODES.includes(mode as FaultMode)) return `mode must be one of ${FAULT_MODES.join(', ')}`;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    return `count must be an integer from 1 to ${MAX_COUNT}`;
  }
  if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) {
    return `delayMs must be an integer from 0 to ${MAX_DELAY_MS}`;
  }
  if (path !== null && (typeof path !== 'string' || path.trim() === '')) {
    return 'path must be a logical call path such as security/login';
  }
  const fields = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : null;
  if (mode === 'corrupt' && fields === null) {
    return 'corrupt needs data: the fields to lay over the reply, e.g. {"minAmount":"abc"}';
  }
  return {
    mode: mode as FaultMode,
    count,
    delayMs,
    path: path === null ? null : path.replace(/^\/+/, ''),
    data: mode === 'corrupt' ? (fields as Record<string, unknown>) : null,
  };
}

export class FaultQueue {
  #nextId = 1;
  #pending: PendingFault[] = [];

  add(spec: FaultSpec): PendingFault {
    const fault: PendingFault = { ...spec, id: this.#nextId++, remaining: spec.count };
    this.#pending.push(fault);
    return fault;
  }

  list(): readonly PendingFault[] {
    return this.#pending;
  }

  clear(): void {
    this.#pending = [];
  }

  /** Consumes one use of the oldest fault matching `path`, if any. */
  take(path: string): PendingFault | undefined {
    const index = this.#pending.findIndex((fault) => fault.path === null || fault.path === path);
    const fault = this.#pending[index];
    if (!fault) return undefined;
    const remaining = fault.remaining - 1;
    if (remaining === 0) this.#pending.splice(index, 1);
    else this.#pending[index] = { ...fault, remaining };
    return fault;
  }
}

/** What a proxy or a crashed upstream typically returns: an HTML page, not the JSON envelope. */
const ERROR_500_BODY =
  '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head>' +
  '<body><h1>Internal Server Error</h1><p>The server encountered an internal error.</p></body></html>';

/** A JSON reply cut off mid-way, labelled as JSON, so the client's parse-failure path runs. */
const MALFORMED_BODY = '{"code":0,"data":{"trunc';

/**
 * Carries out faults on live requests and remembers the ones it is sitting on, so that closing the sandbox
 * can let go of them (a held socket would otherwise keep the HTTP server from closing).
 */
export class FaultRunner {
  readonly #holdCapMs: number;
  readonly #releases = new Set<() => void>();

  constructor(holdCapMs: number) {
    this.#holdCapMs = holdCapMs;
  }

  answerError500(res: ServerResponse): void {
    sendRaw(res, 500, 'text/html; charset=utf-8', ERROR_500_BODY);
  }

  answerMalformed(res: ServerResponse): void {
    sendRaw(res, 200, 'application/json; charset=utf-8', MALFORMED_BODY);
  }

  /** Never answers: the socket stays open until the client gives up, or the cap drops it. */
  hold(res: ServerResponse): void {
    const release = (): void => {
      clearTimeout(timer);
      res.off('close', release);
      this.#releases.delete(release);
      res.destroy();
    };
    const timer = setTimeout(release, this.#holdCapMs);
    res.on('close', release);
    this.#releases.add(release);
  }

  /** Waits `ms`; resolves `false` when the client left or the sandbox closed meanwhile (nothing to answer). */
  delay(res: ServerResponse, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const finish = (answer: boolean): void => {
        clearTimeout(timer);
        res.off('close', onClose);
        this.#releases.delete(drop);
        resolve(answer);
      };
      const onClose = (): void => finish(false);
      const drop = (): void => {
        finish(false);
        res.destroy();
      };
      const timer = setTimeout(() => finish(!res.destroyed), ms);
      res.on('close', onClose);
      this.#releases.add(drop);
    });
  }

  /** Drops every held or delayed request. */
  releaseAll(): void {
    // Each release deletes itself from the set; deleting the current entry is safe while iterating a Set.
    for (const release of this.#releases) release();
  }
}
