import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeError, callNative, isInApp } from '../../../src/bridge/bridge.ts';
import {
  collectDeviceData,
  faceCheck,
  getNativeLoginInfo,
  nativeLogin,
  nativeLogout,
} from '../../../src/bridge/actions.ts';

type Reply = { ok: boolean; data?: unknown; error?: string } | 'silent';

/** A fake Android app: answers each action from `replies`, recording what it was sent. */
function installApp(replies: Partial<Record<string, Reply>>) {
  const sent: Array<{ action: string; payload: unknown }> = [];
  window.JSBridge = {
    postMessage(message: string) {
      const { id, action, payload } = JSON.parse(message) as { id: string; action: string; payload: unknown };
      sent.push({ action, payload });
      const reply = replies[action] ?? { ok: true, data: null };
      if (reply !== 'silent') setTimeout(() => window.onNativeResult?.(id, JSON.stringify(reply)), 0);
    },
  };
  return sent;
}

afterEach(() => {
  delete window.JSBridge;
  delete window.onNativeResult;
  vi.useRealTimers();
});

describe('native bridge', () => {
  it('knows when it runs outside the app, and every action has a web fallback', async () => {
    expect(isInApp()).toBe(false);
    await expect(callNative('login', {})).rejects.toMatchObject({ reason: 'not-in-app' });
    expect(await getNativeLoginInfo()).toBeNull();
    expect(await nativeLogin()).toBeNull();
    await expect(nativeLogout()).resolves.toBeUndefined();
    expect(
      await collectDeviceData({ step: 'apply', orderNo: 'o1', userId: 1, isSubmit: false, flags: {} }),
    ).toEqual({
      collected: false,
      skipped: true,
    });
    await expect(faceCheck(1, 'o1')).rejects.toBeInstanceOf(BridgeError);
  });

  it('sends typed actions and resolves with the app reply', async () => {
    const sent = installApp({
      getLoginInfo: { ok: true, data: { token: 't1', afid: 'af' } },
      login: { ok: true, data: { token: 't2' } },
      timeSDK: { ok: true, data: { collected: true } },
    });
    expect(isInApp()).toBe(true);
    expect(await getNativeLoginInfo()).toEqual({ token: 't1', afid: 'af' });
    expect(await nativeLogin()).toBe('t2');
    const flags = { appList: true, sms: false };
    expect(
      await collectDeviceData({ step: 'apply', orderNo: 'o1', userId: 7, isSubmit: true, flags }),
    ).toEqual({
      collected: true,
      skipped: false,
    });
    expect(sent.map((s) => s.action)).toEqual(['getLoginInfo', 'login', 'timeSDK']);
    expect(sent[2]?.payload).toEqual({ step: 'apply', orderNo: 'o1', userId: 7, isSubmit: true, flags });
  });

  it('picks the face-check SDK by feature mode: live = 1 Accuauth, else BoYingFei', async () => {
    const sent = installApp({});
    await faceCheck(1, 'o1');
    await faceCheck(-1, 'o1');
    await faceCheck(0, 'o1');
    expect(sent.map((s) => s.action)).toEqual(['getAccuauthSDK', 'getBoYingFeiSDK', 'getBoYingFeiSDK']);
  });

  it('turns a failed or silent app into a rejection, and login falls back to the web', async () => {
    installApp({ login: { ok: false, error: 'cancelled' }, logout: 'silent' });
    await expect(callNative('login', {})).rejects.toMatchObject({ reason: 'failed' });
    expect(await nativeLogin()).toBeNull();
    vi.useFakeTimers();
    const pending = callNative('logout', {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await pending).toMatchObject({ reason: 'timeout' });
  });
});
