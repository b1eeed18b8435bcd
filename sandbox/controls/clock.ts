/** The sandbox clock: move it forward to reach a decision, a due date, an overdue loan; back to real time. */
import { DAY_MS } from '../loans/types.ts';
import type { ControlActions, ControlDeps } from './shared.ts';
import { ControlError, jsonBody } from './shared.ts';

/** Largest single move, so a typo (days for ms) cannot throw the clock into another millennium. */
const MAX_ADVANCE_DAYS = 3660;

function reading(deps: ControlDeps): { nowMs: number; now: string; offsetMs: number } {
  const nowMs = deps.clock.now();
  return { nowMs, now: new Date(nowMs).toISOString(), offsetMs: deps.clock.offsetMs() };
}

function advanceBy(body: Readonly<Record<string, unknown>>): number {
  const { advanceDays, advanceMs } = body;
  if ((advanceDays === undefined) === (advanceMs === undefined)) {
    throw new ControlError(400, 'give one of advanceDays or advanceMs');
  }
  const ms = advanceMs ?? (typeof advanceDays === 'number' ? advanceDays * DAY_MS : Number.NaN);
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0 || ms > MAX_ADVANCE_DAYS * DAY_MS) {
    throw new ControlError(
      400,
      `the clock moves forward only: advanceDays 0–${MAX_ADVANCE_DAYS} or advanceMs, as a whole number of ms`,
    );
  }
  return ms;
}

export const clockActions: ControlActions = {
  'GET clock': (_request, deps) => reading(deps),
  'POST clock': async ({ req }, deps) => {
    deps.clock.advance(advanceBy(await jsonBody(req)));
    return { ok: true, ...reading(deps) };
  },
  'DELETE clock': (_request, deps) => {
    deps.clock.reset();
    return { ok: true, ...reading(deps) };
  },
};
