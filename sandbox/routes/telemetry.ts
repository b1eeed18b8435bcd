/**
 * `app/telemetry/events` and `app/telemetry/errors` (issue 25, docs/protocol.md "Assumed calls"): a page
 * outside the native app sends its queued funnel events and error reports here. Kept as sent (the page has
 * already scrubbed them) for testers to read with `GET /__sandbox/telemetry`.
 */
import { route } from './types.ts';
import type { Route } from './types.ts';

export const telemetryRoutes: readonly Route[] = [
  route('app/telemetry/events', (ctx) => {
    ctx.store.telemetry.add('event', ctx.payload.events, ctx.nowMs);
    return { received: ctx.payload.events.length };
  }),
  route('app/telemetry/errors', (ctx) => {
    ctx.store.telemetry.add('error', ctx.payload.reports, ctx.nowMs);
    return { received: ctx.payload.reports.length };
  }),
];
