/**
 * The tester's remote control under /__sandbox/: plain JSON, never encrypted, never part of the real backend.
 * Documented with curl examples in docs/sandbox.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SANDBOX_VERIFY_CODE } from './config.ts';
import type { Db } from './db.ts';
import { resetDb } from './db.ts';
import { parseFaultSpec } from './faults.ts';
import type { FaultQueue } from './faults.ts';
import { BodyTooLargeError, readBody, sendJson } from './http.ts';
import { normaliseMobile } from './params.ts';
import { HOME_COUNTRY } from './data/countries.ts';
import type { Store } from './store/index.ts';
import { clearUploads, uploadsDir } from './uploads.ts';
import type { UserRow } from './store/users.ts';

export interface ControlDeps {
  readonly db: Db;
  readonly store: Store;
  readonly faults: FaultQueue;
  readonly now: () => number;
}

const MAX_CONTROL_BODY_BYTES = 64 * 1024;

/** A control request that cannot be carried out; `status` is the HTTP status of the `{ error }` reply. */
class ControlError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The JSON body, `{}` when empty. Any Content-Type is read as JSON: `curl -d` sends a form type by default. */
async function jsonBody(req: IncomingMessage): Promise<unknown> {
  let body: Buffer;
  try {
    body = await readBody(req, MAX_CONTROL_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ControlError(413, 'body too large');
    throw error;
  }
  const text = body.toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ControlError(400, 'body is not JSON');
  }
}

/** The user named by `{ mobile, countryCode? }` in the body (mobile in either the 9- or 10-digit form). */
function userFromBody(body: unknown, store: Store): UserRow {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const mobile = normaliseMobile(fields['mobile']);
  if (mobile === undefined)
    throw new ControlError(400, 'mobile must be 9 digits, or 10 digits starting with 0');
  const rawCode = fields['countryCode'];
  const countryCode = typeof rawCode === 'string' ? rawCode.replace(/^\+/, '') : HOME_COUNTRY.callingCode;
  const user = store.users.findByMobile(countryCode, mobile);
  if (!user) throw new ControlError(404, `no user with mobile ${mobile} (+${countryCode})`);
  return user;
}

function state(deps: ControlDeps): unknown {
  return {
    users: deps.store.users.count(),
    sessions: deps.store.sessions.counts(deps.now()),
    verifyCodeRequests: deps.store.verifyCodes.count(),
    faults: deps.faults.list(),
  };
}

type ControlAction = (req: IncomingMessage, deps: ControlDeps) => Promise<unknown> | unknown;

/** Actions by `METHOD path` under /__sandbox/. */
const ACTIONS: Readonly<Record<string, ControlAction>> = {
  'POST reset': (_req, deps) => {
    resetDb(deps.db);
    // Stored images belong to the users just deleted; `db.name` is the file the sandbox was created with.
    clearUploads(uploadsDir(deps.db.name));
    // Faults left over from a previous test would surprise the next one as much as leftover users.
    deps.faults.clear();
    return { ok: true };
  },
  'POST session/expire': async (req, deps) => {
    const user = userFromBody(await jsonBody(req), deps.store);
    return { ok: true, expired: deps.store.sessions.expireUser(user.id, deps.now()) };
  },
  'POST session/elsewhere': async (req, deps) => {
    const user = userFromBody(await jsonBody(req), deps.store);
    // The new session's token is returned so a test can act as the "other device" if it wants to.
    const { token, replaced } = deps.store.sessions.start(user.id, deps.now());
    return { ok: true, replaced, token };
  },
  'GET faults': (_req, deps) => ({ faults: deps.faults.list() }),
  'POST faults': async (req, deps) => {
    const spec = parseFaultSpec(await jsonBody(req));
    if (typeof spec === 'string') throw new ControlError(400, spec);
    return { ok: true, fault: deps.faults.add(spec) };
  },
  'DELETE faults': (_req, deps) => {
    deps.faults.clear();
    return { ok: true };
  },
  'POST users/step': async (req, deps) => {
    const body = await jsonBody(req);
    const user = userFromBody(body, deps.store);
    const stepCode = (body as { stepCode?: unknown }).stepCode;
    if (typeof stepCode !== 'number' || !Number.isInteger(stepCode))
      throw new ControlError(400, 'stepCode must be an integer');
    deps.store.users.setStep(user.id, stepCode);
    return { ok: true, stepCode };
  },
  'GET state': (_req, deps) => state(deps),
  'GET code': () => ({ code: SANDBOX_VERIFY_CODE }),
};

/** Answers a request for `/__sandbox/<path>`. */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  deps: ControlDeps,
): Promise<void> {
  const action = ACTIONS[`${req.method ?? ''} ${path}`];
  if (!action) {
    const known = Object.keys(ACTIONS).some((key) => key.endsWith(` ${path}`));
    sendJson(res, known ? 405 : 404, { error: known ? 'method not allowed' : 'unknown sandbox control' });
    return;
  }
  try {
    sendJson(res, 200, await action(req, deps));
  } catch (error) {
    if (!(error instanceof ControlError)) throw error;
    sendJson(res, error.status, { error: error.message });
  }
}
