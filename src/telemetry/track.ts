import { logEvent } from '../bridge/actions.ts';
import { isInApp } from '../bridge/bridge.ts';
import { scrubValues, type EventName, type EventValues } from './events.ts';
import { enqueue } from './outbox.ts';

/**
 * Sends one funnel event of the catalogue (./events.ts): inside the native app through `logEventByAF`
 * (AppsFlyer), in a plain browser into the queue the sandbox receives (./outbox.ts). Values pass the
 * scrubber first, whatever their type said. Callers send on the occurrence itself (a successful server
 * reply, ./funnel.ts), never from a render or an effect, so a re-render or StrictMode cannot double it.
 */
export function track<E extends EventName>(event: E, values: EventValues<E>): void {
  const clean = scrubValues(event, values);
  if (!clean) return;
  const hasValues = Object.keys(clean).length > 0;
  if (isInApp()) {
    logEvent(event, hasValues ? clean : undefined);
    return;
  }
  enqueue('events', hasValues ? { event, values: clean, at: Date.now() } : { event, at: Date.now() });
}
