import marketFacts from 'virtual:fake-native-market';
import { encrypt as encryptPayload, randomFieldName } from '../../src/api/cipher.ts';
import type { TimeSdkPayload } from '../../src/bridge/bridge.ts';

/**
 * What the real Android app does against its backend, done against the sandbox: its own login (the wire
 * protocol of docs/protocol.md, with the sandbox's fixed code) and the upload of a data-collection step
 * (the sandbox's `collection` control: the step stops failing).
 *
 * It speaks the protocol with the app's own payload cipher (src/api/cipher.ts), but keeps out of the app's
 * stores and contract, as the real app would: the market's facts come from sandbox/fake-native/plugin.ts
 * and the borrower's number is read from the session record.
 */
export const market = marketFacts;

const origin = import.meta.env.VITE_API_ORIGIN ?? '';
const encrypt = (text: string) => encryptPayload(text, market.packageName);

interface Envelope {
  code: number;
  data: unknown;
  msg?: string;
}

async function post(path: string, payload: Record<string, unknown>): Promise<Envelope> {
  // The native app's clock is taken as right (a real app would keep its server's time too).
  const sealed = await encrypt(JSON.stringify({ ...payload, t: Math.floor(Date.now() / 1000) }));
  const response = await fetch(`${origin}/api/${await encrypt(path)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      packageName: market.packageName,
      appName: market.appName,
      afid: '',
      lang: 'en',
      platform: 'android',
    },
    body: JSON.stringify({ [randomFieldName()]: sealed }),
  });
  return (await response.json()) as Envelope;
}

const tokenOf = (reply: Envelope): string | null => {
  const token = (reply.data as { token?: unknown } | null)?.token;
  return reply.code === 0 && typeof token === 'string' ? token : null;
};

/**
 * Logs in as `mobile`, registering the number first if the sandbox does not know it. Each asks for its
 * code first, as the real app does: a code is valid only once asked for that number and purpose
 * (docs/protocol.md "Verification codes").
 */
export async function appLogIn(mobile: string): Promise<string> {
  const number = { mobile, countryCode: market.callingCode };
  const payload = { ...number, code: __SANDBOX_VERIFY_CODE__ };
  await post('security/getVerifyCode', { ...number, type: 'login' });
  const login = await post('security/login', payload);
  let token = tokenOf(login);
  if (!token) {
    await post('security/getVerifyCode', { ...number, type: 'register' });
    token = tokenOf(await post('security/register', payload));
  }
  if (!token) throw new Error(`login refused: ${login.msg ?? login.code}`);
  return token;
}

/** The number of the borrower logged in on the page, from the app's session record. */
function pageMobile(): string | undefined {
  try {
    const record = JSON.parse(localStorage.getItem('tzloan:session') ?? '{}') as {
      userInfo?: { mobile?: unknown } | null;
    };
    return typeof record.userInfo?.mobile === 'string' ? record.userInfo.mobile : undefined;
  } catch {
    return undefined;
  }
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
    body: JSON.stringify({ mobile: pageMobile() ?? fallbackMobile, enable: true, failing }),
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
