import { createHmac } from 'node:crypto';
import {
  livenessMessage,
  SANDBOX_LIVENESS_KEY,
  type SignedLiveness,
} from '../../../sandbox/fake-native/liveness-key.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeError, callNative, isInApp, type TimeSdkPayload } from '../../../src/bridge/bridge.ts';
import { answer, delayOf, summary, type FakeAppDevice } from '../../../sandbox/fake-native/answers.ts';
import { device } from '../../../src/store/device.ts';
import { whenRestored } from '../../../src/store/persist.ts';
import {
  defaultSettings,
  settingsFromQuery,
  type FakeNativeSettings,
} from '../../../sandbox/fake-native/settings.ts';
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
    // The app's login is the funnel's af_login (method native, issue 25), told to AppsFlyer at once.
    expect(sent.map((s) => s.action)).toEqual(['getLoginInfo', 'login', 'logEventByAF', 'timeSDK']);
    expect(sent[2]?.payload).toEqual({ event: 'af_login', values: { method: 'native' } });
    expect(sent[3]?.payload).toEqual({ step: 'apply', orderNo: 'o1', userId: 7, isSubmit: true, flags });
  });

  it('keeps the feature mode the app gives with getLoginInfo on the device record', async () => {
    installApp({ getLoginInfo: { ok: true, data: { token: '', featureMode: { live: 2 } } } });
    await getNativeLoginInfo();
    await vi.waitFor(() => expect(device.featureMode.live).toBe(2));
    installApp({ getLoginInfo: { ok: true, data: { token: '', featureMode: { live: 'x' } } } });
    await getNativeLoginInfo();
    await whenRestored();
    expect(device.featureMode.live).toBe(2);
    device.featureMode.live = 1;
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

/** The fake app's own side (backend login, uploads, camera) as plain recorders. */
const fakeDevice = (): FakeAppDevice & { logins: string[]; uploads: TimeSdkPayload[] } => {
  const logins: string[] = [];
  const uploads: TimeSdkPayload[] = [];
  return {
    logins,
    uploads,
    logIn: async (mobile) => {
      logins.push(mobile);
      return `token-of-${mobile}-0123456789`;
    },
    upload: async (request) => {
      uploads.push(request);
    },
    selfie: async () => 'SELFIE',
    packageName: 'com.tz.pesa.loan',
    appName: 'PesaLoan',
  };
};
const record = (changes: Partial<FakeNativeSettings> = {}) => ({
  settings: { ...defaultSettings(), ...changes },
  appToken: '',
});

describe('fake native shell (sandbox builds)', () => {
  it('reads its settings from the first load query, ignoring what it does not know', () => {
    const query = new URLSearchParams(
      'fakeNative=1&token=1&login=dismiss&mobile=0612345678&face=cancel&live=2&collectFail=exif,location' +
        '&delay=900&delay.login=5000&face2=x&live=abc&delay.timeSDK=soon',
    );
    expect(settingsFromQuery(query, defaultSettings())).toEqual({
      ...defaultSettings(),
      token: true,
      login: 'dismiss',
      mobile: '612345678',
      face: 'cancel',
      live: 2,
      collectFail: ['exif', 'location'],
      delayMs: 900,
      delays: { login: 5000 },
    });
    const unchanged = settingsFromQuery(
      new URLSearchParams('face=maybe&login=later&mobile=12'),
      defaultSettings(),
    );
    expect(unchanged).toEqual(defaultSettings());
  });

  it('gives the token of its own session only when it has one, logging in once', async () => {
    const app = fakeDevice();
    const none = record({ token: false });
    expect(await answer('getLoginInfo', {}, none, app)).toMatchObject({ ok: true, data: { token: '' } });
    const withSession = record({ token: true, mobile: '712000001' });
    const first = await answer('getLoginInfo', {}, withSession, app);
    const again = await answer('getLoginInfo', {}, withSession, app);
    expect(first).toEqual({
      ok: true,
      data: {
        token: 'token-of-712000001-0123456789',
        packageName: 'com.tz.pesa.loan',
        appName: 'PesaLoan',
        platform: 'android',
        featureMode: { live: 1 },
      },
    });
    expect(again).toEqual(first);
    expect(app.logins).toEqual(['712000001']);
  });

  it('login accepted keeps a session, dismissed says cancelled, logout forgets it', async () => {
    const app = fakeDevice();
    const state = record({ login: 'dismiss' });
    expect(await answer('login', {}, state, app)).toEqual({ ok: false, error: 'cancelled' });
    expect(state.settings.token).toBe(false);
    state.settings.login = 'accept';
    expect(await answer('login', {}, state, app)).toEqual({
      ok: true,
      data: { token: 'token-of-712345678-0123456789' },
    });
    expect(state).toMatchObject({ appToken: 'token-of-712345678-0123456789', settings: { token: true } });
    expect(await answer('logout', {}, state, app)).toEqual({ ok: true, data: null });
    expect(state).toMatchObject({ appToken: '', settings: { token: false } });
  });

  it('answers the face SDKs as set: passed with a photo, failed, cancelled', async () => {
    const app = fakeDevice();
    for (const sdk of ['getAccuauthSDK', 'getBoYingFeiSDK']) {
      // With the SDK's signed verdict, which the sandbox checks (issue 27, sandbox/liveness.ts).
      const passed = await answer(sdk, { orderNo: 'o1' }, record({ face: 'pass' }), app);
      expect(passed).toEqual({
        ok: true,
        data: {
          imageBase64: 'SELFIE',
          livenessScore: 93,
          liveness: {
            livenessId: expect.stringMatching(/^[0-9a-f]{32}$/),
            score: 93,
            issuedAt: expect.any(Number),
            signature: expect.stringMatching(/^[0-9a-f]{64}$/),
          },
        },
      });
      const { liveness } = (passed as { data: { liveness: SignedLiveness } }).data;
      const { signature, ...unsigned } = liveness;
      expect(signature).toBe(
        createHmac('sha256', SANDBOX_LIVENESS_KEY).update(livenessMessage(unsigned)).digest('hex'),
      );
      expect(await answer(sdk, { orderNo: 'o1' }, record({ face: 'fail' }), app)).toMatchObject({
        ok: false,
      });
      expect(await answer(sdk, { orderNo: 'o1' }, record({ face: 'cancel' }), app)).toEqual({
        ok: false,
        error: 'cancelled',
      });
    }
  });

  it('uploads a collection step unless it is set to fail; a failing backend is a failed reply', async () => {
    const app = fakeDevice();
    const request = { step: 'device', orderNo: 'o1', userId: 7, isSubmit: false, flags: { device: false } };
    expect(await answer('timeSDK', request, record(), app)).toEqual({ ok: true, data: { collected: true } });
    expect(app.uploads).toEqual([request]);
    expect(await answer('timeSDK', request, record({ collectFail: ['device'] }), app)).toMatchObject({
      ok: false,
    });
    expect(app.uploads).toHaveLength(1);
    app.upload = () => Promise.reject(new Error('sandbox down'));
    expect(await answer('timeSDK', request, record(), app)).toEqual({ ok: false, error: 'sandbox down' });
  });

  it('logs store and analytics calls, refuses unknown actions, and waits as set per action', async () => {
    const app = fakeDevice();
    expect(await answer('toGooglePlayer', { packageId: 'x' }, record(), app)).toEqual({
      ok: true,
      data: null,
    });
    expect(await answer('logEventByAF', { event: 'e' }, record(), app)).toEqual({ ok: true, data: null });
    expect(await answer('getContacts', {}, record(), app)).toMatchObject({ ok: false });
    const slow = record({ delayMs: 250, delays: { login: 5000 } });
    expect(delayOf('login', slow)).toBe(5000);
    expect(delayOf('timeSDK', slow)).toBe(250);
  });

  it('never shows a whole token or the face image in its log', () => {
    expect(summary({ token: 'abcdefghijklmnopqrstuvwxyz', imageBase64: 'A'.repeat(5000) })).toBe(
      '{"token":"…uvwxyz","imageBase64":"<5000 base64 chars>"}',
    );
  });

  it('the loader installs window.JSBridge before the app only when asked, queueing until the shell is up', async () => {
    const delivered: string[] = [];
    vi.doMock('../../../sandbox/fake-native/shell.ts', () => ({
      startShell: () => (message: string) => delivered.push(message),
    }));
    localStorage.removeItem('fakeNative');
    history.replaceState(null, '', '/?other=1#/');
    vi.resetModules();
    await import('../../../sandbox/fake-native/install.ts');
    expect(isInApp()).toBe(false);

    history.replaceState(null, '', '/?fakeNative=1#/');
    vi.resetModules();
    await import('../../../sandbox/fake-native/install.ts');
    expect(isInApp()).toBe(true);
    window.JSBridge?.postMessage('first');
    await vi.waitFor(() => expect(delivered).toEqual(['first']));
    window.JSBridge?.postMessage('second');
    expect(delivered).toEqual(['first', 'second']);
    expect(localStorage.getItem('fakeNative')).toBe('{}');

    // Remembered for later loads without the query, until ?fakeNative=0.
    delete window.JSBridge;
    history.replaceState(null, '', '/#/');
    vi.resetModules();
    await import('../../../sandbox/fake-native/install.ts');
    expect(isInApp()).toBe(true);
    delete window.JSBridge;
    history.replaceState(null, '', '/?fakeNative=0#/');
    vi.resetModules();
    await import('../../../sandbox/fake-native/install.ts');
    expect(isInApp()).toBe(false);
    expect(localStorage.getItem('fakeNative')).toBeNull();
    vi.doUnmock('../../../sandbox/fake-native/shell.ts');
  });
});
