import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { followServer, POLL_INTERVAL_MS } from '../loan/live-loop.ts';

export { POLL_INTERVAL_MS };

export interface Poll<T> {
  value: T | null;
  /** The last ask failed (offline, server error, a bad reply): the screen says so and keeps asking. */
  failing: boolean;
  /** The last failure, for a screen that says more than "we keep trying". */
  error: unknown;
  /**
   * Ask now, even when the last answer was final (after the borrower acted: a cancel, a payment). A
   * non-final answer starts the regular asking again.
   */
  refresh: () => void;
}

export interface PollOptions {
  /** Default POLL_INTERVAL_MS. */
  intervalMs?: number;
  /**
   * After a final answer: `stop` (default) asks nothing more, not even on return (a paid payment order, a
   * decided review); `askOnReturn` still asks once on each return to the app (Home: a due date may pass, a
   * repayment may be made from the wallet app while the borrower is away).
   */
  afterFinal?: 'stop' | 'askOnReturn';
}

/**
 * "Refresh while visible, on return, stop when final": the one piece for every screen that shows a state
 * the server changes on its own (Home, review tips, lending, the cashier's payment order, a payment proof).
 *
 * Asks `load` now and every `intervalMs` while `key` is set, the page is visible and the answer is not
 * `settled` (final: nothing will change without the borrower). A hidden page (another app in front, the
 * wallet's PIN prompt, screen off) asks nothing. On return to the app it asks at once unless the answer was
 * final (with `afterFinal: 'askOnReturn'`, even then): `visibilitychange` to visible, window `focus`,
 * `pageshow` (back from the browser's page cache) and `online` (the connection is back). The native
 * bridge has no resume event (docs/bridge.md); Android's WebView reports the app going to the background
 * and back as `visibilitychange`. A new `key` starts over; the previous answers are dropped.
 *
 * Tell whoever adds a waiting screen: use this, pass `settled` for the final states (so a finished screen
 * makes no calls: issue 23 measured 4-9 calls per 30 s forever on the lending screen before), and call
 * `refresh()` after the borrower acts instead of starting a second loop.
 */
export function usePolling<T>(
  key: string | null,
  load: () => Promise<T>,
  settled: (value: T) => boolean,
  options: number | PollOptions = {},
): Poll<T> {
  const { intervalMs = POLL_INTERVAL_MS, afterFinal = 'stop' } =
    typeof options === 'number' ? { intervalMs: options } : options;
  const [poll, setPoll] = useState<Omit<Poll<T>, 'refresh'> & { key: string | null }>({
    key,
    value: null,
    failing: false,
    error: null,
  });
  // The running loop's "ask now", for refresh(); a ref, since it changes nothing on screen.
  const asks = useRef<{ key: string | null; ask: () => void } | null>(null);
  // The latest functions without restarting the loop on every render.
  const loadNow = useEffectEvent(load);
  const isSettled = useEffectEvent(settled);

  useEffect(() => {
    if (!key) return;
    const loop = followServer<T>({
      load: () => loadNow(),
      settled: (value) => isSettled(value),
      onAnswer: (value) => setPoll({ key, value, failing: false, error: null }),
      onFailure: (error) =>
        setPoll((p) => ({ key, value: p.key === key ? p.value : null, failing: true, error })),
      intervalMs,
      afterFinal,
    });
    asks.current = { key, ask: loop.ask };
    return loop.stop;
  }, [key, intervalMs, afterFinal]);

  const refresh = () => {
    if (asks.current?.key === key) asks.current.ask();
  };
  // Answers of a previous key are never shown for the new one.
  return poll.key === key ? { ...poll, refresh } : { value: null, failing: false, error: null, refresh };
}
