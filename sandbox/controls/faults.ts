/** Fault controls: queue failures for the next API calls (sandbox/faults.ts carries them out). */
import { parseFaultSpec } from '../faults.ts';
import type { ControlActions } from './shared.ts';
import { ControlError, jsonBody } from './shared.ts';

export const faultActions: ControlActions = {
  'GET faults': (_request, deps) => ({ faults: deps.faults.list() }),
  'POST faults': async ({ req }, deps) => {
    const spec = parseFaultSpec(await jsonBody(req));
    if (typeof spec === 'string') throw new ControlError(400, spec);
    return { ok: true, fault: deps.faults.add(spec) };
  },
  'DELETE faults': (_request, deps) => {
    deps.faults.clear();
    return { ok: true };
  },
};
