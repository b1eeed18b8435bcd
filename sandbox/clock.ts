/**
 * The sandbox clock: the real (or test-injected) time plus an offset a tester moves forward through
 * /__sandbox/clock, to reach a review decision, a due date or an overdue loan without waiting. The offset
 * is kept in the database so a restarting dev server keeps it; a reset puts the clock back to real time.
 *
 * Sessions stay on the real time: moving the loan clock 100 days must not log the tester out.
 */
import type { SettingStore } from './store/settings.ts';

const OFFSET_KEY = 'clock_offset_ms';

export interface SandboxClock {
  /** Real (or injected) time in epoch ms: sessions live on it. */
  realNow(): number;
  /** Real time + the offset: loans, forms ("today") and everything a tester moves forward. */
  now(): number;
  offsetMs(): number;
  /** Moves the clock forward by `ms` (≥ 0); returns the new offset. */
  advance(ms: number): number;
  /** Back to real time. */
  reset(): void;
}

export function sandboxClock(settings: SettingStore, realNow: () => number): SandboxClock {
  const offsetMs = (): number => settings.number(OFFSET_KEY);
  return {
    realNow,
    now: () => realNow() + offsetMs(),
    offsetMs,
    advance(ms: number): number {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      const next = offsetMs() + ms;
      settings.setNumber(OFFSET_KEY, next);
      return next;
    },
    reset(): void {
      settings.setNumber(OFFSET_KEY, 0);
    },
  };
}
