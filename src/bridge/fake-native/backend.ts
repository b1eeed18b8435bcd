import { encrypt, randomFieldName } from '../../api/cipher.ts';
import { BusinessCode, OK } from '../../contract/codes.ts';
import { device } from '../../store/device.ts';
import { market } from '../../store/market.ts';
import { session } from '../../store/session.ts';
import type { TimeSdkPayload } from '../bridge.ts';

/**
 * What the real Android app does against its backend, done against the sandbox: its own login (the wire
 * protocol of docs/protocol.md, with the sandbox's fixed code) and the upload of a data-collection step
 * (the sandbox's `collection` control: the step stops failing).
 */
const origin = import.meta.env.VITE_API_ORIGIN ?? '';

interface Envelope {
  code: number;
  data: unknown;
  msg?: string;
}

async function post(path: string, payload: Record<string, unknown>): Promise<Envelope> {
  const key = device.packageName;
  const body = {
    [randomFieldName()]: encrypt(JSON.stringify({ ...payload, t: Math.floor(Date.now() / 1000) }), key),
  };
  const response = await fetch(`${origin}/api/${encrypt(path, key)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      packageName: key,
      appName: device.appName,
      afid: device.afid,
      lang: 'en',
      platform: 'android',
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

/** Logs in as `mobile`, registering the number first if the sandbox does not know it. */
export async function appLogIn(mobile: string): Promise<string> {
  const payload = { mobile, countryCode: market.callingCode, code: __SANDBOX_VERIFY_CODE__ };
  let reply = await post('security/login', payload);
  if (reply.code === BusinessCode.numberNotRegistered) reply = await post('security/register', payload);
  const token = (reply.data as { token?: unknown } | null)?.token;
  if (reply.code !== OK || typeof token !== 'string')
    throw new Error(`login refused: ${reply.msg ?? reply.code}`);
  return token;
}

/** Steps uploaded so far, per order: the page sends the flags it read before the first step each time. */
const uploaded = new Map<string, Set<string>>();

/** Marks the step collected for the borrower logged in on the page (else the app's own number). */
export async function appUpload(request: TimeSdkPayload, fallbackMobile: string): Promise<void> {
  const { step, flags, orderNo } = request;
  const done = uploaded.get(orderNo) ?? new Set<string>();
  uploaded.set(orderNo, done.add(step));
  const failing = Object.keys(flags).filter((flag) => !done.has(flag) && flags[flag] === false);
  const response = await fetch(`${origin}/__sandbox/collection`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: session.userInfo?.mobile ?? fallbackMobile, enable: true, failing }),
  });
  if (!response.ok) throw new Error(`upload of ${step} refused: ${await response.text()}`);
}

/** A 480 × 640 JPEG of a drawn face, base64 without the `data:` prefix. */
export async function drawnSelfie(): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 640;
  const c = canvas.getContext('2d');
  if (!c) throw new Error('no canvas');
  c.fillStyle = '#d9e4ec';
  c.fillRect(0, 0, 480, 640);
  c.fillStyle = '#8d5a3b';
  c.beginPath();
  c.ellipse(240, 300, 130, 170, 0, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = '#1d1d1d';
  for (const x of [190, 290]) {
    c.beginPath();
    c.arc(x, 270, 14, 0, Math.PI * 2);
    c.fill();
  }
  c.fillRect(200, 380, 80, 10);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('no JPEG');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
