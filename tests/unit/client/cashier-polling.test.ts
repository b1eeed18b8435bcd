import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, usePolling } from '../../../src/loan-ui/usePolling.ts';
import { fakeTimersAndVisibility } from '../../helpers/page-visibility.ts';
import { flush, pollingForever, wait } from '../../helpers/polling.ts';

const { setVisibility } = fakeTimersAndVisibility();

describe('a payment followed until it settles', () => {
  it('asks at once, then every interval, and stops once settled', async () => {
    const answers = ['pending', 'pending', 'paid'];
    const load = vi.fn(() => Promise.resolve(answers.shift() ?? 'paid'));
    const { result } = renderHook(() => usePolling('PO1', load, (state) => state === 'paid'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.value).toBe('pending');
    await wait(POLL_INTERVAL_MS);
    await wait(POLL_INTERVAL_MS);
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current.value).toBe('paid');
    await wait(POLL_INTERVAL_MS * 5);
    setVisibility('hidden');
    setVisibility('visible');
    await flush();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while the page is hidden, and asks at once when it shows again', async () => {
    const load = await pollingForever('PO1', 'pending');
    expect(load).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    await wait(POLL_INTERVAL_MS * 10);
    expect(load).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says when an ask failed, keeps the last answer and keeps asking', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('pending')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('paid');
    const { result } = renderHook(() => usePolling('PO1', load, (state) => state === 'paid'));
    await flush();
    await wait(POLL_INTERVAL_MS);
    expect(result.current).toMatchObject({ value: 'pending', failing: true });
    await wait(POLL_INTERVAL_MS);
    expect(result.current).toMatchObject({ value: 'paid', failing: false });
  });

  it('asks nothing without a key, and drops the answers of a previous key', async () => {
    const load = vi.fn((key: string) => Promise.resolve(`${key}:pending`));
    const { result, rerender } = renderHook(
      ({ key }) =>
        usePolling(
          key,
          () => load(key ?? ''),
          () => false,
        ),
      {
        initialProps: { key: null as string | null },
      },
    );
    await flush();
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'PO1' });
    await flush();
    expect(result.current.value).toBe('PO1:pending');
    rerender({ key: 'PO2' });
    expect(result.current.value).toBeNull();
    await flush();
    expect(result.current.value).toBe('PO2:pending');
  });
});
