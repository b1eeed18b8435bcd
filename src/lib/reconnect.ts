/**
 * Waiting for the connection to come back. Android WebViews fire `online` when the phone regains a
 * network, but a phone can also be "online" on a network that carries nothing (a captive portal, a dead
 * data bundle) and come good without an event: a slow timer covers that. Shared by the screens' code
 * loader (src/ui/retrying-lazy.tsx) and by data reads (src/lib/useRequest.ts).
 */

/** How often a failed download is tried again while no `online` event comes: cheap, one small file. */
export const RETRY_EVERY_MS = 15_000;

/** The browser knows there is no network at all (navigator.onLine is false). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Calls `retry` when the `online` event fires and, with `everyMs`, on a timer meanwhile (only while the
 * browser thinks it is online: an offline phone would just fail again). Returns the way to stop.
 */
export function onReconnect(retry: () => void, everyMs?: number): () => void {
  addEventListener('online', retry);
  const timer =
    everyMs === undefined
      ? undefined
      : setInterval(() => {
          if (!isOffline()) retry();
        }, everyMs);
  return () => {
    removeEventListener('online', retry);
    if (timer !== undefined) clearInterval(timer);
  };
}
