import { useCallback, useRef, useState } from 'react';

/**
 * Runs an action at most once at a time: a second tap while the first request is on its way (even in the
 * same task, before React re-renders) does nothing. `busy` drives the button's loading state.
 */
export function useSingleFlight<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
): [(...args: A) => Promise<void>, boolean] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await action(...args);
      } catch {
        // The API layer has told the borrower what went wrong; what they chose stays on screen.
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return [run, busy];
}
