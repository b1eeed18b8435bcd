/**
 * The tester's remote control under /__sandbox/: plain JSON, never encrypted, never part of the real
 * backend. Each area keeps its own actions; this file only routes to them. Documented with curl examples
 * in docs/sandbox.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';
import { clockActions } from './clock.ts';
import { faultActions } from './faults.ts';
import { generalActions } from './general.ts';
import { loanActions } from './loans.ts';
import { sessionActions } from './session.ts';
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
};

/** Answers a request for `/__sandbox/<path>`. */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
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
    sendJson(res, 200, await action({ req, query: url.searchParams }, deps));
  } catch (error) {
    if (!(error instanceof ControlError)) throw error;
    sendJson(res, error.status, { error: error.message });
  }
}
