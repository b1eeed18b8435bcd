import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { usePolling } from '../../src/loan-ui/usePolling.ts';

/** Lets the pending promise callbacks run (a load resolves in a microtask). */
export const flush = () => act(async () => {});

/** Moves the fake clock on by `ms` and runs what fell due (with `fakeTimersAndVisibility`). */
export const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

/** `usePolling` of `key` over a load that always answers `answer`, never final; back once the first ask is answered. */
export async function pollingForever(key: string, answer: string) {
  const load = vi.fn(() => Promise.resolve(answer));
  renderHook(() => usePolling(key, load, () => false));
  await flush();
  return load;
}
