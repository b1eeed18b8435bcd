import {
  callNative,
  isInApp,
  type FaceCheckResult,
  type NativeLoginInfo,
  type TimeSdkPayload,
} from './bridge.ts';
import { device } from '../store/device.ts';
import type { EventValues } from '../telemetry/events.ts';
import { whenRestored } from '../store/persist.ts';

/**
 * The actions screens use, each with its web fallback. Screens never call `callNative` directly.
 */

/**
 * What the app knows about the session and device; null outside the app or when it fails. A feature mode
 * in the reply is kept on the device record (once that record is restored, or the restore would undo it):
 * it picks the face-check SDK (docs/native-app.md).
 */
export async function getNativeLoginInfo(): Promise<NativeLoginInfo | null> {
  if (!isInApp()) return null;
  try {
    const info = await callNative('getLoginInfo', {});
    const live = info?.featureMode?.live;
    if (typeof live === 'number' && Number.isInteger(live)) {
      void whenRestored().then(() => {
        if (device.featureMode.live !== live) device.featureMode.live = live;
      });
    }
    return info;
  } catch {
    return null;
  }
}

/** Asks the app to show its own login. Resolves with the token, or null when there is no app or it fails. */
export async function nativeLogin(): Promise<string | null> {
  if (!isInApp()) return null;
  try {
    const { token } = await callNative('login', {});
    // The funnel's login through the app (issue 25, docs/analytics.md), sent on the app's answer.
    if (token) logEvent('af_login', { method: 'native' } satisfies EventValues<'af_login'>);
    return token || null;
  } catch {
    return null;
  }
}

/** Tells the app the session ended; nothing to do in a browser. */
export async function nativeLogout(): Promise<void> {
  if (!isInApp()) return;
  await callNative('logout', {}).catch(() => undefined);
}

/** Data collection for a loan step. Outside the app it is skipped (docs/decisions.md). */
export async function collectDeviceData(
  payload: TimeSdkPayload,
): Promise<{ collected: boolean; skipped: boolean }> {
  if (!isInApp()) return { collected: false, skipped: true };
  const { collected } = await callNative('timeSDK', payload);
  return { collected, skipped: false };
}

/**
 * Face check through the SDK the feature mode picks (live = 1: Accuauth, else BoYingFei). Rejects with
 * BridgeError('not-in-app') in a browser, where the screen falls back to the camera file input.
 */
export function faceCheck(live: number, orderNo: string): Promise<FaceCheckResult> {
  return live === 1 ? callNative('getAccuauthSDK', { orderNo }) : callNative('getBoYingFeiSDK', { orderNo });
}

/** Opens the store page of a package: the app's store intent, else the Play web page. */
export async function openStorePage(packageId: string): Promise<void> {
  if (isInApp()) {
    await callNative('toGooglePlayer', { packageId });
    return;
  }
  window.open(
    `https://play.google.com/store/apps/details?id=${encodeURIComponent(packageId)}`,
    '_blank',
    'noopener',
  );
}

/** Analytics event through the app's AppsFlyer; dropped in a browser. */
export function logEvent(event: string, values?: Record<string, string | number>): void {
  if (!isInApp()) return;
  callNative('logEventByAF', values ? { event, values } : { event }).catch(() => undefined);
}
