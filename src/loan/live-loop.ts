/**
 * The loop behind "refresh while visible, on return, stop when final", without React: src/loan-ui/usePolling.ts
 * wraps it for the waiting screens, and Home starts it after its first answer (it loads apart from Home's
 * first script, which has a byte budget). See usePolling for what it does and why.
 */

/** How often a waiting screen asks again (the server decides reviews, payouts and payments in seconds to minutes). */
export const POLL_INTERVAL_MS = 3000;

/** A return (visibility, focus, pageshow, online) within this long of the last answer asks nothing new. */
const RETURN_DEBOUNCE_MS = 1000;

export interface LoopOptions<T> {
  load: () => Promise<T>;
  /** Final: nothing will change without the borrower; the loop stops asking. */
  settled: (value: T) => boolean;
  onAnswer: (value: T) => void;
  onFailure: (error: unknown) => void;
  intervalMs: number;
  /** After a final answer: ask nothing more (`stop`), or still once on each return (`askOnReturn`). */
  afterFinal: 'stop' | 'askOnReturn';
  /** The answer the screen already has (Home's first load): no ask now, the loop goes on from it. */
  initial?: { value: T };
}

export interface Loop {
  /** Ask now, even after a final answer. */
  ask: () => void;
  stop: () => void;
}

export function followServer<T>(o: LoopOptions<T>): Loop {
  let current = true;
  let finished = o.initial ? o.settled(o.initial.value) : false;
  let inFlight = false;
  let answeredAt = o.initial ? Date.now() : 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), o.intervalMs);
  };
  const tick = async () => {
    clearTimeout(timer);
    if (document.visibilityState === 'hidden' || inFlight) return;
    inFlight = true;
    let done = false;
    try {
      const value = await o.load();
      done = o.settled(value);
      if (current) o.onAnswer(value);
    } catch (error) {
      if (current) o.onFailure(error);
    }
    inFlight = false;
    answeredAt = Date.now();
    finished = done;
    if (current && !done) later();
  };
  const onReturn = () => {
    if (document.visibilityState === 'hidden') {
      clearTimeout(timer);
      return;
    }
    if (finished && o.afterFinal === 'stop') return;
    // visibilitychange and focus often come together: one ask for one return.
    if (Date.now() - answeredAt < RETURN_DEBOUNCE_MS) {
      if (!finished && !inFlight) later();
      return;
    }
    void tick();
  };
  const returns = ['focus', 'pageshow', 'online'] as const;
  document.addEventListener('visibilitychange', onReturn);
  for (const name of returns) window.addEventListener(name, onReturn);
  if (!o.initial) void tick();
  else if (!finished) later();
  return {
    ask: () => void tick(),
    stop: () => {
      current = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onReturn);
      for (const name of returns) window.removeEventListener(name, onReturn);
    },
  };
}
