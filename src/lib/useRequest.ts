import { useCallback, useEffect, useState } from 'react';
import { onReconnect } from './reconnect.ts';
import { ApiError } from '../api/errors.ts';

export type RequestState = 'loading' | 'ready' | 'failed';

export interface RequestResult<T> {
  state: RequestState;
  data: T | null;
  /** The last failure was for want of a connection (not a server fault): it will be asked again. */
  offline: boolean;
  retry: () => void;
}

/** A read that failed for want of a connection (not sent offline, or no answer reached the phone). */
const connectionLost = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'offline' || error.kind === 'network');

/**
 * Loads data for a screen. The API layer has already told the user what went wrong; the screen only
 * decides what to show (`data-state`) and offers a retry. A stale answer never overwrites a newer one.
 * A read that failed for want of a connection is made again by itself when the connection is back (the
 * `online` event): reading twice is harmless. Actions never come through here (src/api/http.ts).
 */
export function useRequest<T>(load: () => Promise<T>, deps: readonly unknown[]): RequestResult<T> {
  const [state, setState] = useState<RequestState>('loading');
  const [data, setData] = useState<T | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [offline, setOffline] = useState(false);
  // oxlint-disable-next-line react/exhaustive-deps -- `deps` is the caller's dependency list for `load`.
  const run = useCallback(load, deps);
  useEffect(() => {
    let current = true;
    // Set when the read failed for want of a connection: waits for it to come back, until the next run.
    let stopWaiting: (() => void) | undefined;
    setState('loading');
    run().then(
      (value) => {
        if (!current) return;
        setData(value);
        setOffline(false);
        setState('ready');
      },
      (error: unknown) => {
        if (!current) return;
        const lost = connectionLost(error);
        setOffline(lost);
        setState('failed');
        if (lost) stopWaiting = onReconnect(() => setAttempt((n) => n + 1));
      },
    );
    return () => {
      current = false;
      stopWaiting?.();
    };
  }, [run, attempt]);
  return { state, data, offline, retry: () => setAttempt((n) => n + 1) };
}
