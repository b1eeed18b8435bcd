import { useCallback, useEffect, useState } from 'react';

export type RequestState = 'loading' | 'ready' | 'failed';

export interface RequestResult<T> {
  state: RequestState;
  data: T | null;
  retry: () => void;
}

/**
 * Loads data for a screen. The API layer has already told the user what went wrong; the screen only
 * decides what to show (`data-state`) and offers a retry. A stale answer never overwrites a newer one.
 */
export function useRequest<T>(load: () => Promise<T>, deps: readonly unknown[]): RequestResult<T> {
  const [state, setState] = useState<RequestState>('loading');
  const [data, setData] = useState<T | null>(null);
  const [attempt, setAttempt] = useState(0);
  // oxlint-disable-next-line react/exhaustive-deps -- `deps` is the caller's dependency list for `load`.
  const run = useCallback(load, deps);
  useEffect(() => {
    let current = true;
    setState('loading');
    run().then(
      (value) => {
        if (!current) return;
        setData(value);
        setState('ready');
      },
      () => {
        if (current) setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [run, attempt]);
  return { state, data, retry: () => setAttempt((n) => n + 1) };
}
