import { en } from '../../helpers/texts.ts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { applyMarket } from '../../../src/api/loan.ts';
import { outcomeUnknown } from '../../../src/api/outcome.ts';
import { homepageData } from '../../../src/api/portal.ts';
import { useRequest } from '../../../src/lib/useRequest.ts';
import { moneyAction } from '../../../src/features/borrow/lost-reply.ts';
import { Decision } from '../../../src/lib/decision-key.ts';
import { activity } from '../../../src/store/activity.ts';
import { toasts } from '../../../src/store/toasts.ts';
import { liveSandboxForFile } from '../../helpers/live-sandbox.ts';

/** Calls made with no network (navigator.onLine false): not sent, said so, and reads made again later. */

const sbx = liveSandboxForFile();
const toastTexts = () => toasts.map((toast) => toast.message);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  setOnline(true);
});

describe('a call made offline', () => {
  it('a read is not sent, says it will load when the connection is back, and takes the spinner down', async () => {
    setOnline(false);
    const error = await homepageData().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'offline' });
    expect(sbx.requests).toHaveLength(0);
    expect(activity.pending).toBe(0);
    expect(toastTexts()).toContain(en.errors.offline);
  });

  it('a money action is not sent and says so: not a lost reply, nothing to ask the server about', async () => {
    setOnline(false);
    const error = await applyMarket({ productId: 'p1', amount: 1000 }, { idempotencyKey: 'k1' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'offline' });
    expect(outcomeUnknown(error)).toBe(false);
    expect(sbx.requests).toHaveLength(0);
    expect(toastTexts()).toContain(en.errors.notSent);
  });

  it('moneyAction throws it back to the screen (the borrower decides) without asking Home what happened', async () => {
    setOnline(false);
    const homeAsked = { value: false };
    await expect(
      moneyAction(
        new Decision(),
        'apply',
        (key) => applyMarket({ productId: 'p1', amount: 1000 }, { idempotencyKey: key }),
        () => (homeAsked.value = true),
      ),
    ).rejects.toMatchObject({ kind: 'offline' });
    expect(sbx.requests).toHaveLength(0);
    expect(homeAsked.value).toBe(false);
  });

  it('a network failure while online is still a possibly lost reply (issue 23)', async () => {
    sbx.setNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await applyMarket({ productId: 'p1', amount: 1000 }, { idempotencyKey: 'k3' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'network' });
    expect(outcomeUnknown(error)).toBe(true);
  });
});

describe('useRequest', () => {
  it('makes a read that failed offline again when the connection is back', async () => {
    setOnline(false);
    let calls = 0;
    const load = () => {
      calls += 1;
      return navigator.onLine ? Promise.resolve('data') : Promise.reject(new ApiError('offline', 0, 'x'));
    };
    const { result } = renderHook(() => useRequest(load, []));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(calls).toBe(1);
    act(() => setOnline(true));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.data).toBe('data');
    expect(calls).toBe(2);
  });

  it('does not repeat a read the server refused when the connection comes back', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.reject(new ApiError('business', 1, 'no'));
    };
    const { result } = renderHook(() => useRequest(load, []));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    act(() => setOnline(true));
    await act(() => Promise.resolve());
    expect(result.current.state).toBe('failed');
    expect(calls).toBe(1);
  });
});
