import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For each test of the file: fake timers, and a page that is visible until the test says otherwise.
 * `setVisibility` changes it and fires `visibilitychange`, as a phone does when the app goes to the
 * background and comes back.
 */
export function fakeTimersAndVisibility(): { setVisibility: (next: DocumentVisibilityState) => void } {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    setVisibility(next) {
      visibility = next;
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}
