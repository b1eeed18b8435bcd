import { callPath, sealPayload, wireHeaders } from '../api/wire.ts';
import { getLanguage, headerLanguage } from '../i18n/i18n.ts';
import { device } from '../store/device.ts';
import type { Outbox } from './outbox.ts';

/**
 * The telemetry calls of a page outside the native app (loaded only when a batch goes): the wire format of
 * every call (docs/protocol.md), but by plain fetch rather than src/api/http.ts, so that a failed report
 * never shows the borrower a toast or the spinner, never ends a session and never reports itself. No
 * token: a report must not carry one, and the calls need none (`auth: none`).
 */

const ORIGIN = import.meta.env.VITE_API_ORIGIN ?? '';
const KEEPALIVE_MAX_CHARS = 60_000;

async function postCall(
  path: 'app/telemetry/events' | 'app/telemetry/errors',
  payload: Record<string, unknown>,
): Promise<void> {
  const [url, { field, value }] = await Promise.all([
    callPath(path, device.packageName),
    sealPayload(payload, device.packageName),
  ]);
  const headers = wireHeaders(
    {
      packageName: device.packageName,
      appName: device.appName,
      afid: device.afid,
      lang: headerLanguage(getLanguage()),
      platform: device.deviceMessage.platform,
      token: '',
    },
    true,
  );
  const body = JSON.stringify({ [field]: value });
  // keepalive: a batch sent as the page goes away still arrives (the browser allows it up to 64 KB).
  const response = await fetch(`${ORIGIN}${url}`, {
    method: 'POST',
    headers,
    body,
    keepalive: body.length < KEEPALIVE_MAX_CHARS,
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`telemetry ${path}: HTTP ${response.status}`);
  const envelope = (await response.json()) as { code?: unknown };
  if (envelope.code !== 0) throw new Error(`telemetry ${path}: code ${String(envelope.code)}`);
}

/** Sends each kind that has items; rejects when either call fails (the queue then keeps both). */
export async function sendBatch(batch: Outbox): Promise<void> {
  await Promise.all([
    batch.events.length > 0 ? postCall('app/telemetry/events', { events: batch.events }) : undefined,
    batch.errors.length > 0 ? postCall('app/telemetry/errors', { reports: batch.errors }) : undefined,
  ]);
}
