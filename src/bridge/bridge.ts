/**
 * The typed native bridge. The Android app injects `window.JSBridge.postMessage(json)` into the
 * webview; the page sends `{ id, action, payload }` and the app answers by calling
 * `window.onNativeResult(id, json)` with `{ ok, data?, error? }`. Outside the app every action has a
 * web fallback, so the borrower journey still works in a plain browser (docs/decisions.md, "App context").
 * The wire format is written down in docs/bridge.md.
 */
import type { ClientErrorReport } from '../contract/calls.ts';

/**
 * The face check's result as the liveness SDK returns it to the native app, signed by the SDK's vendor (issue 27):
 * an id used once, its score (0–100), when it was checked (epoch ms) and an HMAC-SHA256 of the three, hex.
 */
export interface SignedLiveness {
  readonly livenessId: string;
  readonly score: number;
  readonly issuedAt: number;
  readonly signature: string;
}

export interface NativeLoginInfo {
  token: string;
  packageName?: string;
  afid?: string;
  appName?: string;
  platform?: string;
  /** Feature switches the app decides (spec "feature mode"); `live` = 1 Accuauth, else BoYingFei. */
  featureMode?: { live?: number };
}

export interface TimeSdkPayload {
  step: string;
  orderNo: string;
  userId: number;
  isSubmit: boolean;
  flags: Record<string, boolean>;
}

export interface FaceCheckResult {
  /** JPEG of the face, base64 without a data: prefix. */
  imageBase64: string;
  livenessScore?: number;
  /**
   * The SDK's verdict, signed by its vendor (docs/bridge.md): the app passes it on untouched and the
   * server checks it; a face check without it is not taken as passed.
   */
  liveness?: SignedLiveness;
}

/** Every action of spec section 7: payload in, result out. */
export interface BridgeActions {
  getLoginInfo: { payload: Record<string, never>; result: NativeLoginInfo | null };
  login: { payload: Record<string, never>; result: { token: string } };
  logout: { payload: Record<string, never>; result: null };
  timeSDK: { payload: TimeSdkPayload; result: { collected: boolean } };
  getAccuauthSDK: { payload: { orderNo: string }; result: FaceCheckResult };
  getBoYingFeiSDK: { payload: { orderNo: string }; result: FaceCheckResult };
  toGooglePlayer: { payload: { packageId: string }; result: null };
  logEventByAF: { payload: { event: string; values?: Record<string, string | number> }; result: null };
  /**
   * Our proposal, not in spec section 7 (docs/bridge.md "reportError"): client error reports, scrubbed, for
   * the app's crash reporting. An app that does not know the action answers `ok: false`; the page then sends
   * them to the backend itself (src/telemetry/report.ts).
   */
  reportError: { payload: { reports: ClientErrorReport[] }; result: null };
}
export type BridgeAction = keyof BridgeActions;

interface NativeReply {
  ok: boolean;
  data?: unknown;
  error?: string;
}

declare global {
  interface Window {
    JSBridge?: { postMessage(message: string): void };
    onNativeResult?: (id: string, reply: string) => void;
  }
}

export class BridgeError extends Error {
  // Set in the constructor, not as parameter properties (see ApiError in src/api/errors.ts).
  declare readonly action: BridgeAction;
  declare readonly reason: 'not-in-app' | 'timeout' | 'failed';

  constructor(action: BridgeAction, reason: 'not-in-app' | 'timeout' | 'failed', detail?: string) {
    super(`${action}: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'BridgeError';
    this.action = action;
    this.reason = reason;
  }
}

/** How long the page waits for the app (ms). Login shows native UI, so it gets longer. */
const TIMEOUT_MS: Record<BridgeAction, number> = {
  getLoginInfo: 3_000,
  login: 120_000,
  logout: 3_000,
  timeSDK: 120_000,
  getAccuauthSDK: 180_000,
  getBoYingFeiSDK: 180_000,
  toGooglePlayer: 3_000,
  logEventByAF: 3_000,
  reportError: 3_000,
};

export function isInApp(): boolean {
  return typeof window !== 'undefined' && typeof window.JSBridge?.postMessage === 'function';
}

const waiting = new Map<string, (reply: NativeReply) => void>();
let nextId = 0;

function installReceiver(): void {
  if (window.onNativeResult) return;
  window.onNativeResult = (id, raw) => {
    const settle = waiting.get(id);
    if (!settle) return;
    waiting.delete(id);
    try {
      settle(JSON.parse(raw) as NativeReply);
    } catch {
      settle({ ok: false, error: 'unreadable reply' });
    }
  };
}

/** Calls the app; rejects with BridgeError('not-in-app') in a plain browser. */
export function callNative<A extends BridgeAction>(
  action: A,
  payload: BridgeActions[A]['payload'],
): Promise<BridgeActions[A]['result']> {
  if (!isInApp()) return Promise.reject(new BridgeError(action, 'not-in-app'));
  installReceiver();
  const id = `b${Date.now().toString(36)}${(nextId++).toString(36)}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new BridgeError(action, 'timeout'));
    }, TIMEOUT_MS[action]);
    waiting.set(id, (reply) => {
      clearTimeout(timer);
      if (reply.ok) resolve((reply.data ?? null) as BridgeActions[A]['result']);
      else reject(new BridgeError(action, 'failed', reply.error));
    });
    window.JSBridge?.postMessage(JSON.stringify({ id, action, payload }));
  });
}
