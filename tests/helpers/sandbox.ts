/**
 * Typed wrappers for the sandbox's control API (`/__sandbox/*`, plain JSON, not the encrypted app protocol),
 * for end-to-end tests that drive the built app against the sandbox mounted into Vite preview.
 *
 *   const sb = sandbox(inject('baseURL'));
 *   await sb.faults({ mode: 'error500', count: 1, path: 'security/login' });
 *   const { code } = await sb.code();
 */
import { mkdirSync, openSync, closeSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { LoanState } from '../../src/contract/codes.ts';
import type { CollectionFlags, LoanOrder } from '../../src/contract/entities.ts';
import type { ProfilePart } from '../../sandbox/controls/users.ts';
import type { FaultMode, PendingFault } from '../../sandbox/faults.ts';
import type { Outcome } from '../../sandbox/loans/types.ts';
import type { CollectionFlag } from '../../sandbox/store/collection.ts';
import type { SessionCounts } from '../../sandbox/store/sessions.ts';

export type { FaultMode, Outcome, PendingFault, ProfilePart };

/** What `POST /__sandbox/faults` takes; the sandbox fills in count 1, its default delay and "every call". */
export interface Fault {
  mode: FaultMode;
  /** How many matching calls get the fault. */
  count?: number;
  /** `slow` only: how long to wait before answering normally, in milliseconds. */
  delayMs?: number;
  /** Only calls to this logical path (e.g. `security/login`), not the encrypted URL; every call when omitted. */
  path?: string;
  /** `corrupt` only: fields laid over the reply's data. */
  data?: Record<string, unknown>;
}

/** `GET /__sandbox/state`: counts, for assertions like "the app did not register twice". */
export interface SandboxState {
  users: number;
  sessions: SessionCounts;
  verifyCodeRequests: number;
  loans: number;
  faults: PendingFault[];
}

/** The sandbox clock (`/__sandbox/clock`): real time plus the offset testers moved it by. */
export interface ClockReading {
  nowMs: number;
  /** ISO 8601. */
  now: string;
  offsetMs: number;
}

/** A loan as `GET /__sandbox/loans` shows it: the borrower's view, its planned outcome and its transitions. */
export interface SandboxLoan extends LoanOrder {
  outcome: Outcome;
  events: Array<{ event: string; from: LoanState; to: LoanState; at: string }>;
}

export interface SandboxClient {
  /** Empties the database and clears faults: `POST /__sandbox/reset`. */
  reset(): Promise<{ ok: true }>;
  /** Expires the sessions of `mobile` (an existing user): the app's next call gets code 10010303. */
  expireSession(mobile: string): Promise<{ ok: true; expired: number }>;
  /** Starts a session for `mobile` "on another device": the app's next call gets code 10010304. */
  loggedInElsewhere(mobile: string): Promise<{ ok: true; replaced: number; token: string }>;
  /** Queues a fault for the next matching app calls: `POST /__sandbox/faults`. */
  faults(fault: Fault): Promise<{ ok: true; fault: PendingFault }>;
  /** Removes all queued faults: `DELETE /__sandbox/faults`. */
  clearFaults(): Promise<{ ok: true }>;
  /** Counts of users, sessions, verify-code requests, and the pending faults. */
  state(): Promise<SandboxState>;
  /** The verification code the sandbox accepts for every number: `GET /__sandbox/code`. */
  code(): Promise<{ code: string }>;
  /**
   * Fills what `mobile` (an existing user) has not saved of the application with valid demo data, up to and
   * including `upTo` (personal → work → idCard → wallet → questionnaire): `POST /__sandbox/users/profile`.
   * E.g. `upTo: 'wallet'` leaves the borrower at the questionnaire (step 17).
   */
  fillProfile(
    mobile: string,
    upTo: ProfilePart,
  ): Promise<{ ok: true; stepCode: number; query: Record<string, string> }>;
  /** Moves the sandbox clock forward (loans, not sessions): `POST /__sandbox/clock`. */
  advanceClock(by: { advanceDays: number } | { advanceMs: number }): Promise<ClockReading & { ok: true }>;
  /** Back to real time: `DELETE /__sandbox/clock`. */
  resetClock(): Promise<ClockReading & { ok: true }>;
  /** Decides the pending review or payout of the open loan of `mobile` now: `POST /__sandbox/loans/decide`. */
  decideNow(mobile: string): Promise<{ ok: true; order: LoanOrder }>;
  /** The pending review or payout of `mobile` waits an hour more (until `decideNow`): `POST /__sandbox/loans/hold`. */
  holdDecision(mobile: string): Promise<{ ok: true; order: LoanOrder }>;
  /** Every loan of `mobile`, newest first, with its events: `GET /__sandbox/loans?mobile=…`. */
  loans(mobile: string): Promise<{ loans: SandboxLoan[] }>;
  /** Turns the data-collection gate on or off for `mobile`; `failing` flags never complete. */
  collection(
    mobile: string,
    enable: boolean,
    failing?: CollectionFlag[],
  ): Promise<{ ok: true; enabled: boolean; flags: CollectionFlags }>;
}

/** Where the sandbox is: an origin or base URL (`inject('baseURL')`), or a started test sandbox. */
export type SandboxAt = string | { readonly origin: string };

export type ControlMethod = 'GET' | 'POST' | 'DELETE';

/**
 * What a control call takes: where the sandbox is, the method, the route under `/__sandbox/`, the JSON body
 * and, for a test that has replaced `fetch` with its own, the fetch to use.
 */
type ControlArgs = [
  at: SandboxAt,
  method: ControlMethod,
  route: string,
  body?: unknown,
  fetchImpl?: typeof fetch,
];

/** One call to `/__sandbox/<route>`, with what `control` and `controlOk` need of the answer. */
async function send(
  ...[at, method, route, body, fetchImpl = fetch]: ControlArgs
): Promise<{ status: number; type: string; text: string }> {
  const url = new URL(`/__sandbox/${route}`, typeof at === 'string' ? at : at.origin).href;
  // Controls take JSON only (a cross-site form post must not drive them): every POST says so.
  const init: RequestInit = { method };
  if (method === 'POST') init.headers = { 'Content-Type': 'application/json' };
  if (body !== undefined) init.body = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    throw new Error(`Sandbox control call ${method} ${url} failed: ${String(error)}`, { cause: error });
  }
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/**
 * One call to the sandbox's control API (`/__sandbox/<route>`), answered as it came: the status and the JSON
 * body, for tests of the controls themselves (a refused call is an answer, not an error). `fetchImpl` is
 * for a test that has replaced `fetch` with its own.
 */
export async function control<T = Record<string, unknown>>(
  ...args: ControlArgs
): Promise<{ status: number; body: T }> {
  const { status, text } = await send(...args);
  return { status, body: JSON.parse(text) as T };
}

/** A control call that must succeed: its JSON body, or a rejection naming the status and the body. */
export async function controlOk<T = Record<string, unknown>>(...args: ControlArgs): Promise<T> {
  const [, method, route] = args;
  const reply = await send(...args);
  const where = `Sandbox control call ${method} /__sandbox/${route}`;
  if (reply.status < 200 || reply.status > 299)
    throw new Error(`${where} answered HTTP ${reply.status}: ${reply.text.slice(0, 300)}`);
  if (!reply.type.includes('json')) {
    // Preview's SPA fallback answers index.html for any unknown GET, so this is what "no sandbox" looks like.
    throw new Error(
      `${where} answered ${reply.type || 'no content type'}, not JSON: is the sandbox plugin mounted ` +
        `(sandboxPlugin() with VITE_SANDBOX=1 from .env.sandbox)? Body: ${reply.text.slice(0, 120)}`,
    );
  }
  return (reply.text === '' ? null : JSON.parse(reply.text)) as T;
}

/** A client for the sandbox served at `baseURL` (e.g. `inject('baseURL')`). */
export function sandbox(baseURL: SandboxAt): SandboxClient {
  const call = <T>(method: ControlMethod, route: string, body?: unknown) =>
    controlOk<T>(baseURL, method, route, body);
  return {
    reset: () => call('POST', 'reset', {}),
    expireSession: (mobile) => call('POST', 'session/expire', { mobile }),
    loggedInElsewhere: (mobile) => call('POST', 'session/elsewhere', { mobile }),
    faults: (fault) => call('POST', 'faults', fault),
    clearFaults: () => call('DELETE', 'faults'),
    state: () => call('GET', 'state'),
    code: () => call('GET', 'code'),
    fillProfile: (mobile, upTo) => call('POST', 'users/profile', { mobile, upTo }),
    advanceClock: (by) => call('POST', 'clock', by),
    resetClock: () => call('DELETE', 'clock'),
    decideNow: (mobile) => call('POST', 'loans/decide', { mobile }),
    holdDecision: (mobile) => call('POST', 'loans/hold', { mobile }),
    loans: (mobile) => call('GET', `loans?mobile=${encodeURIComponent(mobile)}`),
    collection: (mobile, enable, failing = []) => call('POST', 'collection', { mobile, enable, failing }),
  };
}

/** Where numbers handed out in this run are reserved, one empty file each (see {@link uniqueMobile}). */
function mobilesDir(): string {
  let runDir: string | undefined;
  try {
    runDir = inject('runDir');
  } catch {
    // Outside a Vitest worker: fall back to a shared temp folder; uniqueness then holds across runs too.
  }
  const dir = path.join(runDir ?? path.join(os.tmpdir(), 'tz-loan-e2e-mobiles'), 'mobiles');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Last digits that give each outcome (docs/sandbox.md "Outcomes"): 1 rejected, 2 payout failed, others approved. */
const LAST_DIGITS: Readonly<Record<Outcome, readonly number[]>> = {
  approved: [0, 3, 4, 5, 6, 7, 8, 9],
  rejected: [1],
  payoutFailed: [2],
};

/**
 * A fresh Tanzanian-looking mobile number, 9 digits without the country code, starting with 6 or 7
 * (e.g. `712345678`), never handed out before in this run. With `outcome`, its last digit makes the
 * sandbox decide that way: `uniqueMobile('rejected')` ends in 1.
 *
 * Test files run in separate worker processes, so an in-memory counter would repeat numbers. Instead each
 * number is random and reserved by creating a file named after it with `O_EXCL` in the run's folder,
 * which is atomic across processes: a taken number is simply drawn again.
 */
export function uniqueMobile(outcome?: Outcome): string {
  const dir = mobilesDir();
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const digits = outcome ? LAST_DIGITS[outcome] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const last = digits[randomInt(0, digits.length)] ?? 0;
    const mobile = `${randomInt(6, 8)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}${last}`;
    try {
      closeSync(openSync(path.join(dir, mobile), 'wx'));
      return mobile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`uniqueMobile: could not reserve a number in ${dir}`);
}
