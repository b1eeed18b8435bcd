/**
 * The tester's remote control under /__sandbox/: plain JSON, never encrypted, never part of the real
 * backend. Each area keeps its own actions; this file only routes to them. Documented with curl examples
 * in docs/sandbox.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';
import { appDownloadActions } from './app-download.ts';
import { clockActions } from './clock.ts';
import { couponActions } from './coupons.ts';
import { faultActions } from './faults.ts';
import { feedbackActions } from './feedback.ts';
import { generalActions } from './general.ts';
import { loanActions } from './loans.ts';
import { paymentActions } from './payments.ts';
import { sessionActions } from './session.ts';
import { telemetryActions } from './telemetry.ts';
import type { ControlActions, ControlDeps } from './shared.ts';
import { ControlError } from './shared.ts';
import { userActions } from './users.ts';

export type { ControlDeps } from './shared.ts';

const ACTIONS: ControlActions = {
  ...generalActions,
  ...sessionActions,
  ...faultActions,
  ...userActions,
  ...clockActions,
  ...loanActions,
  ...paymentActions,
  ...couponActions,
  ...feedbackActions,
  ...appDownloadActions,
  ...telemetryActions,
};

/** Answers a request for `/__sandbox/<path>`. */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  deps: ControlDeps,
): Promise<void> {
  withoutCors(res);
  const refusal = crossSiteRefusal(req);
  if (refusal) {
    sendJson(res, refusal.status, { error: refusal.error });
    return;
  }
  const action = ACTIONS[`${req.method ?? ''} ${path}`];
  if (!action) {
    const known = Object.keys(ACTIONS).some((key) => key.endsWith(` ${path}`));
    sendJson(res, known ? 405 : 404, { error: known ? 'method not allowed' : 'unknown sandbox control' });
    return;
  }
  try {
    sendJson(res, 200, await action({ req, query: url.searchParams }, deps));
  } catch (error) {
    if (!(error instanceof ControlError)) throw error;
    sendJson(res, error.status, { error: error.message });
  }
}

/**
 * Vite's own CORS middleware (on by default for localhost origins) may have added its headers before the
 * sandbox saw the request: a control's answer must never carry them, or any local page could read it.
 */
function withoutCors(res: ServerResponse): void {
  for (const name of res.getHeaderNames()) {
    if (name.toLowerCase().startsWith('access-control-')) res.removeHeader(name);
  }
}

/**
 * The controls change the sandbox (reset it, queue faults, move its clock) and read any test borrower's
 * data, so only a page of this very origin (or a tool such as curl, which sends neither header) may use
 * them: a request the browser marks as from another site or another origin, reads included, is refused
 * (403) before any action runs. A page on another port of the same host is another origin (Sec-Fetch-Site
 * `same-site`), and is refused too. No CORS header is ever sent (`withoutCors`), so even a refused
 * answer cannot be read by another origin. A change is accepted only as JSON (a form or `text/plain` post,
 * which needs no CORS preflight, is refused).
 */
export function crossSiteRefusal(req: IncomingMessage): { status: number; error: string } | null {
  const method = req.method ?? 'GET';
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  let sameOrigin = site === undefined || site === 'same-origin' || site === 'none';
  if (origin !== undefined) {
    try {
      sameOrigin &&= new URL(origin).host === req.headers.host;
    } catch {
      sameOrigin = false; // "null" (a file, a sandboxed frame) or garbage
    }
  }
  if (!sameOrigin) {
    return { status: 403, error: `cross-site control request refused (Origin ${origin ?? site ?? '?'})` };
  }
  if (method === 'GET' || method === 'HEAD') return null;
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (method === 'POST' && type !== 'application/json') {
    return {
      status: 415,
      error:
        'controls take JSON: send Content-Type: application/json (curl -H "content-type: application/json")',
    };
  }
  return null;
}
