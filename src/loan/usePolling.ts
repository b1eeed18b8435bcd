import { useEffect, useEffectEvent, useState } from 'react';

/** How often a waiting screen asks again (the server decides reviews, payouts and payments in seconds to minutes). */
export const POLL_INTERVAL_MS = 3000;

export interface Poll<T> {
  value: T | null;
  /** The last ask failed (offline, server error, a bad reply): the screen says so and keeps asking. */
  failing: boolean;
  /** The last failure, for a screen that says more than "we keep trying". */
  error: unknown;
}

/**
 * Asks `load` now and every `intervalMs` while `key` is set and the answer is not `settled`. A hidden
 * page (another app in front, the wallet's PIN prompt, screen off) stops asking and asks again at once
 * when it shows, as the review screen does: the borrower who comes back from approving the payment sees
 * the result without waiting. A new `key` starts over; the previous answers are dropped.
 */
export function usePolling<T>(
  key: string | null,
  load: () => Promise<T>,
  settled: (value: T) => boolean,
  intervalMs = POLL_INTERVAL_MS,
): Poll<T> {
  const [poll, setPoll] = useState<Poll<T> & { key: string | null }>({
    key,
    value: null,
    failing: false,
    error: null,
  });
  // The latest functions without restarting the loop on every render.
  const loadNow = useEffectEvent(load);
  const isSettled = useEffectEvent(settled);

  useEffect(() => {
    if (!key) return;
    let current = true;
    let finished = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden') return;
      let done = false;
      try {
        const value = await loadNow();
        done = isSettled(value);
        if (current) setPoll({ key, value, failing: false, error: null });
      } catch (error) {
        if (current) {
          setPoll((p) => ({ key, value: p.key === key ? p.value : null, failing: true, error }));
        }
      }
      finished = done;
      if (current && !done) timer = setTimeout(() => void tick(), intervalMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && !finished) void tick();
      else clearTimeout(timer);
    };
    document.addEventListener('visibilitychange', onVisibility);
    void tick();
    return () => {
      current = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key, intervalMs]);

  // Answers of a previous key are never shown for the new one.
  return poll.key === key ? poll : { value: null, failing: false, error: null };
}
