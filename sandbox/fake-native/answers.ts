import type { BridgeAction, NativeLoginInfo, TimeSdkPayload } from '../../src/bridge/bridge.ts';
import type { FakeNativeRecord } from './settings.ts';
import Hex from 'crypto-js/enc-hex';
import WordArray from 'crypto-js/lib-typedarrays';
import SHA256 from 'crypto-js/sha256';
import { livenessMessage, SANDBOX_LIVENESS_KEY, type SignedLiveness } from './liveness-key.ts';

/**
 * HMAC-SHA256 (RFC 2104) over crypto-js's SHA-256, hex: app builds leave crypto-js's own HMAC module out
 * (scripts/stand-ins.ts), and Web Crypto is missing on plain-HTTP test pages. The key is shorter
 * than SHA-256's 64-byte block.
 */
function hmacSha256Hex(key: string, message: string): string {
  const block = new Uint8Array(64);
  block.set(new TextEncoder().encode(key));
  const pad = (byte: number) => block.map((b) => b ^ byte);
  const text = new TextEncoder().encode(message);
  const innerInput = new Uint8Array(64 + text.length);
  innerInput.set(pad(0x36));
  innerInput.set(text, 64);
  const inner = SHA256(WordArray.create(innerInput));
  return SHA256(WordArray.create(pad(0x5c)).concat(inner)).toString(Hex);
}

/** The SDK's verdict as it comes back to the app: signed, so the server need not believe the page. */
function signedLiveness(score: number): SignedLiveness {
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  const unsigned = { livenessId: id, score, issuedAt: Date.now() };
  return {
    ...unsigned,
    signature: hmacSha256Hex(SANDBOX_LIVENESS_KEY, livenessMessage(unsigned)),
  };
}

/** A reply as the app sends it through `window.onNativeResult` (docs/bridge.md). */
export type NativeReply = { ok: true; data: unknown } | { ok: false; error: string };

/** What the fake app can do outside the page: its own backend calls and device. */
export interface FakeAppDevice {
  /** Logs the app in as `mobile` against the backend (the sandbox) and returns the token. */
  logIn(mobile: string): Promise<string>;
  /** Uploads one data-collection step for the borrower, as the app does after `timeSDK`. */
  upload(request: TimeSdkPayload): Promise<void>;
  /** A JPEG of a face, base64 without a `data:` prefix. */
  selfie(): Promise<string>;
  /** The package and app name the app reports. */
  packageName: string;
  appName: string;
}

const ok = (data: unknown): NativeReply => ({ ok: true, data });
const failed = (error: string): NativeReply => ({ ok: false, error });

/** The app's session, logging in first when the settings say it has one but no token is kept yet. */
async function appSession(record: FakeNativeRecord, device: FakeAppDevice): Promise<string> {
  if (!record.settings.token) return '';
  if (!record.appToken) record.appToken = await device.logIn(record.settings.mobile);
  return record.appToken;
}

/**
 * The fake app's answer to one bridge message, following the settings; `record` changes as the app's would
 * (a login keeps a session, a logout forgets it). Never throws: a failure is a `{ ok: false }` reply.
 */
export async function answer(
  action: string,
  payload: unknown,
  record: FakeNativeRecord,
  device: FakeAppDevice,
): Promise<NativeReply> {
  const { settings } = record;
  try {
    switch (action as BridgeAction) {
      case 'getLoginInfo': {
        const info: NativeLoginInfo = {
          token: await appSession(record, device),
          packageName: device.packageName,
          appName: device.appName,
          platform: 'android',
          featureMode: { live: settings.live },
        };
        return ok(info);
      }
      case 'login': {
        if (settings.login === 'dismiss') return failed('cancelled');
        record.appToken = await device.logIn(settings.mobile);
        settings.token = true;
        return ok({ token: record.appToken });
      }
      case 'logout':
        record.appToken = '';
        settings.token = false;
        return ok(null);
      case 'timeSDK': {
        const request = payload as TimeSdkPayload;
        if (settings.collectFail.includes(request.step))
          return failed(`collection of ${request.step} failed`);
        await device.upload(request);
        return ok({ collected: true });
      }
      case 'getAccuauthSDK':
      case 'getBoYingFeiSDK':
        if (settings.face === 'cancel') return failed('cancelled');
        if (settings.face === 'fail') return failed('liveness check failed');
        return ok({ imageBase64: await device.selfie(), livenessScore: 93, liveness: signedLiveness(93) });
      case 'toGooglePlayer':
      case 'logEventByAF':
      case 'reportError':
        return ok(null);
      default:
        return failed(`unknown action ${action}`);
    }
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}

/** How long the answer to `action` waits, in ms. */
export const delayOf = (action: string, record: FakeNativeRecord): number =>
  record.settings.delays[action] ?? record.settings.delayMs;

/** One line for the on-screen log: tokens shortened, the face image as its length. */
export function summary(value: unknown): string {
  return JSON.stringify(value, (key, inner: unknown) => {
    if (typeof inner !== 'string') return inner;
    if (key === 'token' && inner.length > 8) return `…${inner.slice(-6)}`;
    if (key === 'imageBase64') return `<${inner.length} base64 chars>`;
    return inner;
  });
}
