import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, resetServerClock, serverNow } from '../../../src/api/server-clock.ts';
import { POLL_INTERVAL_MS, usePolling } from '../../../src/loan-ui/usePolling.ts';
import { fakeTimersAndVisibility } from '../../helpers/page-visibility.ts';
import { flush, pollingForever, wait } from '../../helpers/polling.ts';

/**
 * "Refresh while visible, on return, stop when final" (src/loan-ui/usePolling.ts) for the screens of issue 23
 * (Home, review tips, lending), and the server's clock the countdowns use.
 */
const { setVisibility } = fakeTimersAndVisibility();
afterEach(() => {
  resetServerClock();
});

describe('a waiting screen', () => {
  it('stops asking once the state is final: no call in the next 30 s (the lending screen made 9)', async () => {
    const answers = ['disbursing', 'repaying'];
    const load = vi.fn(() => Promise.resolve(answers.shift() ?? 'repaying'));
    renderHook(() => usePolling('L1', load, (state) => state !== 'disbursing'));
    await flush();
    await wait(POLL_INTERVAL_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await wait(30_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks at once when the app comes back: focus, pageshow, online', async () => {
    const load = await pollingForever('R1', 'under_review');
    expect(load).toHaveBeenCalledTimes(1);
    for (const [n, event] of ['focus', 'pageshow', 'online'].entries()) {
      await wait(1500); // past the debounce, before the next regular ask
      window.dispatchEvent(new Event(event));
      await flush();
      expect(load).toHaveBeenCalledTimes(2 + n);
    }
  });

  it('a visibilitychange and a focus of the same return ask once', async () => {
    const load = await pollingForever('R1', 'under_review');
    await wait(1500);
    setVisibility('visible');
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Home (askOnReturn) asks again on return after a final answer, once, and not on its own', async () => {
    const load = vi.fn(() => Promise.resolve('repaying'));
    renderHook(() => usePolling('H', load, () => true, { afterFinal: 'askOnReturn' }));
    await flush();
    await wait(30_000);
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    await wait(30_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refresh() asks now even after a final answer (after a cancel)', async () => {
    const load = vi.fn(() => Promise.resolve('cancelled'));
    const { result } = renderHook(() => usePolling('L2', load, () => true));
    await flush();
    act(() => result.current.refresh());
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the server clock', () => {
  it('is the phone clock until a reply says otherwise, then the reply’s Date', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 26, 12, 0, 0));
    expect(serverNow()).toBe(Date.now());
    // The phone is 100 days behind the server.
    noteServerDate(new Date(Date.UTC(2027, 2, 6, 12, 0, 0)).toUTCString());
    expect(Math.abs(serverNow() - Date.UTC(2027, 2, 6, 12, 0, 0))).toBeLessThan(1000);
    noteServerDate('not a date');
    noteServerDate(null);
    expect(Math.abs(serverNow() - Date.UTC(2027, 2, 6, 12, 0, 0))).toBeLessThan(1000);
  });
});
