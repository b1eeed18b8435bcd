/**
 * The sandbox as one request handler: encrypted calls under /api and /cou, the plain control API under
 * /__sandbox/, everything else passed to `next` (Vite) or answered 404. Usable from Vite (plugin.ts) and from
 * a bare node:http server in the unit tests.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate, bearerToken } from './auth.ts';
import { sandboxClock } from './clock.ts';
import { DEFAULT_LOAN_TIMING, SESSION_TTL_SECONDS, TIMEOUT_FAULT_CAP_MS } from './config.ts';
import type { LoanTiming } from './config.ts';
import { handleControl } from './controls/index.ts';
import { openDb } from './db.ts';
import { ApiError } from './errors.ts';
import { FaultQueue, FaultRunner } from './faults.ts';
import { sandboxForms } from './forms.ts';
import { header, sendJson, sendRaw } from './http.ts';
import { loanService } from './loans/service.ts';
import { langFromHeader, message } from './messages.ts';
import type { Lang } from './messages.ts';
import { payloadValidators } from './payloads.ts';
import { decodePath, decodePayload, keyName } from './protocol.ts';
import type { Base, Payload } from './protocol.ts';
import { ReplayGuard } from './replay.ts';
import { findRoute } from './routes/index.ts';
import { specOf } from './routes/types.ts';
import type { CallContext, Method } from './routes/types.ts';
import { createStore } from './store/index.ts';
import { fingerprint, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY } from './store/idempotency.ts';
import type { KeptReply } from './store/idempotency.ts';
import { reencodeImages, uploadsDir } from './uploads.ts';
import { SANDBOX_MARKET_ID } from './market.ts';

export interface SandboxOptions {
  /** SQLite file; created with its folder if missing. Data survives `close()` and reopening. */
  readonly dbFile: string;
  /** The project folder, for the form schemas, regions and locales; default the current directory. */
  readonly root?: string;
  /** The market whose forms are validated (VITE_MARKET); default `tz`. */
  readonly market?: string;
  /**
   * Real clock in epoch milliseconds; tests move it to expire sessions. Default `Date.now`. The tester's
   * offset (`/__sandbox/clock`) applies on top of it for everything but sessions.
   */
  readonly now?: () => number;
  /** Review and payout delays, draw window, re-apply wait; default DEFAULT_LOAN_TIMING. */
  readonly loanTiming?: Partial<LoanTiming>;
  /** Session lifetime; default SESSION_TTL_SECONDS (30 days). */
  readonly sessionTtlSeconds?: number;
  /** Longest a `timeout` fault holds a request; default TIMEOUT_FAULT_CAP_MS (10 minutes). */
  readonly timeoutCapMs?: number;
}

export interface Sandbox {
  handle(req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  /** Lets go of held requests and closes the database. Safe to call twice. */
  close(): void;
}

const API_PATH = /^\/(api|cou)(?:\/(.*))?$/;
const CONTROL_PREFIX = '/__sandbox/';

function fail(res: ServerResponse, lang: Lang, error: unknown): void {
  if (error instanceof ApiError) {
    sendJson(res, error.httpStatus, {
      code: error.code,
      data: error.data,
      msg: message(lang, error.key, error.params),
    });
    return;
  }
  // The stack names the failing code; payloads and tokens never reach the log.
  console.error('[sandbox] request failed:', error instanceof Error ? error.stack : String(error));
  sendJson(res, 500, { code: 500, data: null, msg: message(lang, 'serverError') });
}

export function createSandbox(opts: SandboxOptions): Sandbox {
  const db = openDb(opts.dbFile);
  const store = createStore(db, (opts.sessionTtlSeconds ?? SESSION_TTL_SECONDS) * 1000);
  const clock = sandboxClock(store.settings, opts.now ?? Date.now);
  const loans = loanService(store, { ...DEFAULT_LOAN_TIMING, ...opts.loanTiming });
  const payloads = payloadValidators();
  const uploads = uploadsDir(opts.dbFile);
  const faults = new FaultQueue();
  const forms = sandboxForms({ root: opts.root ?? process.cwd(), market: opts.market ?? SANDBOX_MARKET_ID });
  const runner = new FaultRunner(opts.timeoutCapMs ?? TIMEOUT_FAULT_CAP_MS);
  const replays = new ReplayGuard();
  let closed = false;

  async function call(req: IncomingMessage, res: ServerResponse, base: Base, url: URL, segment: string) {
    // Every reply carries the sandbox's clock (with the tester's offset): the app's countdowns use it, and
    // a phone with a wrong clock learns from it what `t` to send (refusals included).
    res.setHeader('Date', new Date(clock.now()).toUTCString());
    const packageName = keyName(req);
    const path = decodePath(segment, packageName);
    const route = findRoute(base, path);
    if (!route) throw new ApiError(404, 404, 'unknownCall');
    const spec = specOf(route);
    if (!(spec.methods as readonly Method[]).includes(req.method as Method)) {
      throw new ApiError(405, 405, 'wrongMethod', { path, method: spec.methods.join(' / ') });
    }

    // Faults act once the call is known (so a path filter can match) and before its payload is read.
    const fault = faults.take(path);
    if (fault?.mode === 'error500') return runner.answerError500(res);
    if (fault?.mode === 'malformed') return runner.answerMalformed(res);
    if (fault?.mode === 'timeout') return runner.hold(res);
    if (fault?.mode === 'slow' && !(await runner.delay(res, fault.delayMs))) return;

    const decoded = await decodePayload(req, url.searchParams, packageName);
    const payload = decoded.payload;
    const realNowMs = clock.realNow();
    replays.checkFresh(payload.t, realNowMs, clock.now());
    const token = bearerToken(req);
    const user = authenticate(store, token, spec.auth, realNowMs);
    // After the session check: a logged-out client must hear that first, whatever else is wrong.
    payloads.check(route.path, payload);
    // Images are decoded and re-encoded before any handler sees them (uploads.ts), so none keeps the bytes as sent.
    const files = decoded.files.length > 0 ? await reencodeImages(decoded.files) : decoded.files;
    const lang = langFromHeader(req.headers['lang']);
    const nowMs = clock.now();
    const once = idempotent(req, user, route.path, payload, realNowMs);
    if (once?.kept) {
      res.setHeader('Idempotent-Replayed', 'true');
      return sendRaw(res, once.kept.status, 'application/json; charset=utf-8', once.kept.body);
    }
    // After the kept reply (a retry of a decision hears its answer, nothing acts twice), in the same
    // synchronous stretch as the handler: a copy of these very bytes with any other key is refused.
    replays.checkOnce(decoded.sealed, realNowMs);
    const ctx = {
      payload,
      files,
      token,
      user,
      store,
      loans,
      nowMs,
      realNowMs,
      lang,
      forms,
      uploadsDir: uploads,
    };
    let envelope: { code: number; data: unknown; msg: string };
    try {
      const answer: unknown = route.handle(ctx as CallContext);
      // A `corrupt` fault lays wrong values over a well-formed reply (hostile or buggy server data).
      const data =
        fault?.mode === 'corrupt' && typeof answer === 'object' && answer !== null
          ? { ...answer, ...fault.data }
          : answer;
      envelope = { code: 0, data, msg: message(lang, 'ok') };
    } catch (error) {
      // A business refusal is an answer too: a retry of the same decision hears it again.
      if (!once || !(error instanceof ApiError) || error.httpStatus !== 200) throw error;
      envelope = { code: error.code, data: error.data, msg: message(lang, error.key, error.params) };
    }
    const body = JSON.stringify(envelope);
    if (once && user) {
      store.idempotency.keep(user.id, route.path, once.key, { ...once, status: 200, body }, realNowMs);
    }
    sendRaw(res, 200, 'application/json; charset=utf-8', body);
  }

  /**
   * The call's idempotency key (docs/protocol.md "Idempotency keys"), and the reply already kept for it.
   * Only a signed-in borrower's calls are covered: the key is scoped to the borrower and the call. Runs
   * synchronously with the handler (no await between the look-up and keeping the reply), so two copies
   * of one request arriving together still act once.
   */
  function idempotent(
    req: IncomingMessage,
    user: CallContext['user'],
    path: string,
    payload: Payload,
    realNowMs: number,
  ): { key: string; fingerprint: string; kept: KeptReply | null } | null {
    const key = header(req, IDEMPOTENCY_HEADER);
    if (key === undefined || !user) return null;
    if (!IDEMPOTENCY_KEY.test(key)) throw ApiError.badRequest('badIdempotencyKey');
    const print = fingerprint(payload);
    const kept = store.idempotency.find(user.id, path, key, realNowMs);
    if (kept && kept.fingerprint !== print) throw ApiError.invalidParam('idempotencyKeyReused');
    return { key, fingerprint: print, kept };
  }

  function handle(req: IncomingMessage, res: ServerResponse, next?: () => void): void {
    const lang = langFromHeader(req.headers['lang']);
    let work: Promise<void>;
    try {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      const api = API_PATH.exec(url.pathname);
      if (!api && !url.pathname.startsWith(CONTROL_PREFIX)) {
        if (next) next();
        else sendJson(res, 404, { error: 'not found' });
        return;
      }
      if (closed) {
        sendJson(res, 503, { code: 503, data: null, msg: message(lang, 'serverError') });
        return;
      }
      if (api) {
        const segment = api[2] ?? '';
        // `/api`, `/api/` and `/api/a/b` cannot name a call: there is exactly one encrypted segment.
        work =
          segment === '' || segment.includes('/')
            ? Promise.reject(new ApiError(404, 404, 'unknownCall'))
            : call(req, res, api[1] as Base, url, segment);
      } else {
        const deps = { db, store, faults, clock, loans, forms, uploadsDir: uploads };
        work = handleControl(req, res, url, url.pathname.slice(CONTROL_PREFIX.length), deps);
      }
    } catch (error) {
      work = Promise.reject(error);
    }
    work.catch((error: unknown) => fail(res, lang, error));
  }

  return {
    handle,
    close(): void {
      if (closed) return;
      closed = true;
      runner.releaseAll();
      db.close();
    },
  };
}
