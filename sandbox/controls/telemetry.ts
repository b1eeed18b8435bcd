/**
 * What pages outside the native app sent instead of the bridge (issue 25): the funnel events and the client
 * error reports, oldest first, so a tester sees the funnel and the crashes of a plain browser session.
 */
import type { ControlActions } from './shared.ts';
import { ControlError } from './shared.ts';

export const telemetryActions: ControlActions = {
  /** `?kind=event|error` for one kind only; `?limit=n` for the newest n of each (default all kept). */
  'GET telemetry': ({ query }, deps) => {
    const kind = query.get('kind');
    if (kind !== null && kind !== 'event' && kind !== 'error')
      throw new ControlError(400, 'kind must be event or error');
    const limitText = query.get('limit');
    const limit = limitText === null ? undefined : Number(limitText);
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
      throw new ControlError(400, 'limit must be a whole number above 0');
    const read = (which: 'event' | 'error') =>
      deps.store.telemetry.list(which, limit).map(({ item, receivedAt }) => ({
        ...(item as Record<string, unknown>),
        receivedAt,
      }));
    return {
      events: kind === 'error' ? [] : read('event'),
      errors: kind === 'event' ? [] : read('error'),
    };
  },
};
