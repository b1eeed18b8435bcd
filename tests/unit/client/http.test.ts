import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { EARLY_TTL_MS } from '../../../src/api/early-replies.ts';
import { onApiEvent } from '../../../src/api/events.ts';
import { get, REQUEST_TIMEOUT_MS } from '../../../src/api/http.ts';
import { homepageData } from '../../../src/api/portal.ts';
import { existsByMobile, getUserInfo, getVerifyCode, login, register } from '../../../src/api/security.ts';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import { activity } from '../../../src/store/activity.ts';
import { startFirstScreen } from '../../../src/boot/early-calls.ts';
import { market } from '../../../src/store/market.ts';
import { flushRecords } from '../../../src/store/persist.ts';
import { session, setSession } from '../../../src/store/session.ts';
import { toasts } from '../../../src/store/toasts.ts';
import * as serverCipher from '../../../sandbox/cipher.ts';
import { liveSandboxForFile } from '../../helpers/live-sandbox.ts';

const sbx = liveSandboxForFile();
let seq = 0;
const newMobile = () => `71${String(Date.now() % 1_000_000).padStart(6, '0')}${seq++ % 10}`;
const toastTexts = () => toasts.map((toast) => toast.message);

async function registered(): Promise<{ mobile: string; token: string }> {
  const mobile = newMobile();
  // A code is valid only once asked for, for that number and purpose (sandbox/codes.ts).
  await getVerifyCode({ mobile, countryCode: '255', type: 'register' });
  const { token, userInfo } = await register({ mobile, countryCode: '255', code: '246810' });
  setSession(token, userInfo);
  return { mobile, token };
}

afterEach(() => {
  vi.useRealTimers();
});

/** A promise and the function that fulfils it (Promise.withResolvers is Node 22+). */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = Function.prototype as () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the wire (docs/protocol.md)', () => {
  it('encrypts the path and the payload, with a random field name and the timestamp in seconds', async () => {
    await existsByMobile({ mobile: '712000001', countryCode: '255' });
    const sent = sbx.requests[0]!;
    const url = new URL(sent.url);
    expect(url.pathname).toMatch(/^\/api\/[A-Za-z0-9_-]+$/);
    expect(url.pathname).not.toContain('security');
    const params = [...url.searchParams.keys()];
    expect(params).toHaveLength(1);
    expect(params[0]).toMatch(serverCipher.FIELD_NAME);
    expect(url.search).not.toContain('712000001');
    const payload = JSON.parse(serverCipher.decrypt(url.searchParams.get(params[0]!)!, 'com.tz.pesa.loan'));
    expect(payload.mobile).toBe('712000001');
    expect(Math.abs(payload.t - Date.now() / 1000)).toBeLessThan(5);
    expect(String(payload.t)).toMatch(/^\d{10}$/);
  });

  it('sends a POST body with one opaque field', async () => {
    await getVerifyCode({ mobile: '712000002', countryCode: '255', type: 'register' });
    const body = JSON.parse(String(sbx.requests[0]!.body));
    expect(Object.keys(body)).toHaveLength(1);
    expect(Object.keys(body)[0]).toMatch(serverCipher.FIELD_NAME);
    expect(JSON.stringify(body)).not.toContain('mobile');
  });

  it('sends the headers of spec section 7, the bearer token and the language', async () => {
    const { token } = await registered();
    setLanguage('sw');
    await getUserInfo();
    const headers = sbx.requests.at(-1)!.headers;
    expect(headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('packagename')).toBe('com.tz.pesa.loan');
    expect(headers.get('appname')).toBe('PesaLoan');
    expect(headers.get('afid')).toBe('');
    expect(headers.get('lang')).toBe('sw_KE');
    expect(headers.get('platform')).toBe('android');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('content-type')).toBe('application/json');
    setLanguage('en');
    await getUserInfo();
    expect(sbx.requests.at(-1)!.headers.get('lang')).toBe('en');
  });

  it('uses /cou for the country look-ups', async () => {
    const { countryCodes } = await import('../../../src/api/country.ts');
    const countries = await countryCodes();
    expect(countries[0]).toMatchObject({ iso: 'TZ', callingCode: '255' });
    expect(new URL(sbx.requests[0]!.url).pathname).toMatch(/^\/cou\//);
  });
});

describe('the envelope', () => {
  it('returns data on code 0', async () => {
    const data = await homepageData();
    expect(data).toMatchObject({ currency: 'TZS', minAmount: 1000, maxAmount: 60000, loan: null });
  });

  it('shows the translated business message and keeps the session', async () => {
    const mobile = newMobile();
    await getVerifyCode({ mobile, countryCode: '255', type: 'register' });
    await register({ mobile, countryCode: '255', code: '246810' });
    await expect(login({ mobile, countryCode: '255', code: '000000' })).rejects.toMatchObject({
      kind: 'business',
      code: 10020002,
    });
    expect(toastTexts()).toContain('Invalid verification code');
    setLanguage('sw');
    await expect(register({ mobile, countryCode: '255', code: '246810' })).rejects.toBeInstanceOf(ApiError);
    expect(toastTexts()).toContain('Namba hii imeshasajiliwa, tafadhali ingia moja kwa moja');
  });

  it('lets a screen show business errors inline (quiet)', async () => {
    await expect(
      login({ mobile: newMobile(), countryCode: '255', code: '246810' }, { quiet: true }),
    ).rejects.toMatchObject({
      code: 10020003,
    });
    expect(toasts).toHaveLength(0);
  });
});

describe('session error codes (spec section 8)', () => {
  const ended = vi.fn();
  beforeEach(() => {
    ended.mockReset();
    return onApiEvent((event) => event.type === 'sessionEnded' && ended());
  });

  async function expectLoggedOut(message: string) {
    expect(toastTexts()).toContain(message);
    expect(session.token).toBe('');
    expect(session.userInfo).toBeNull();
    // Nothing of the user stays on the device (no record at all is fine too).
    expect(JSON.parse(localStorage.getItem('tzloan:session') ?? '{"token":""}')).toMatchObject({ token: '' });
    expect(ended).toHaveBeenCalledTimes(1);
  }

  it("10010301: 'User not logged in'", async () => {
    await expect(getUserInfo()).rejects.toMatchObject({ kind: 'session', code: 10010301 });
    await expectLoggedOut('User not logged in');
  });

  it("10010303: 'Token expired, Please login again'", async () => {
    const { mobile } = await registered();
    await sbx.control('session/expire', { mobile });
    await expect(getUserInfo()).rejects.toMatchObject({ code: 10010303 });
    await expectLoggedOut('Token expired, Please login again');
  });

  it("10010304: 'The account is logged in from another device'", async () => {
    const { mobile } = await registered();
    await sbx.control('session/elsewhere', { mobile });
    await expect(getUserInfo()).rejects.toMatchObject({ code: 10010304 });
    await expectLoggedOut('The account is logged in from another device');
  });

  it("100103: 'Token invalid, Please login again'", async () => {
    setSession('not-a-real-token', null);
    await expect(getUserInfo()).rejects.toMatchObject({ code: 100103 });
    await expectLoggedOut('Token invalid, Please login again');
  });

  it('acts once when several calls fail with the same dead token', async () => {
    const { mobile } = await registered();
    await sbx.control('session/expire', { mobile });
    await Promise.allSettled([getUserInfo(), getUserInfo(), homepageData()]);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(toastTexts().filter((m) => m === 'Token expired, Please login again')).toHaveLength(1);
  });

  it('says it in Kiswahili', async () => {
    setLanguage('sw');
    await expect(getUserInfo()).rejects.toBeInstanceOf(ApiError);
    expect(toastTexts()).toContain('Mtumiaji hajaingia');
  });
});

describe('server faults: spinner down, message up, call rejected', () => {
  it('network failure', async () => {
    sbx.setNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(homepageData()).rejects.toMatchObject({ kind: 'network' });
    expect(activity.pending).toBe(0);
    expect(toastTexts()).toContain('No connection. Check your internet and try again.');
  });

  it('HTTP 500', async () => {
    await sbx.control('faults', { mode: 'error500' });
    await expect(homepageData()).rejects.toMatchObject({ kind: 'http', code: 500 });
    expect(activity.pending).toBe(0);
    expect(toastTexts()).toContain('The request failed Please try again');
  });

  it('a reply that is not an envelope', async () => {
    await sbx.control('faults', { mode: 'malformed' });
    await expect(homepageData()).rejects.toMatchObject({ kind: 'malformed' });
    expect(toastTexts()).toContain('The server sent a reply we could not read. Please try again.');
  });

  it('no answer within 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { promise: sent, resolve: markSent } = deferred();
    sbx.setNetwork(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          markSent();
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const outcome = homepageData().catch((error: unknown) => error);
    expect(activity.pending).toBe(1);
    // The clock starts when the request leaves, after the (asynchronous) cipher.
    await sent;
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(activity.pending).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
    expect(activity.pending).toBe(0);
    expect(toastTexts()).toContain('The server took too long to answer. Please try again.');
  });

  it('counts overlapping requests so the spinner stays until the last one ends', async () => {
    await sbx.control('faults', { mode: 'slow', delayMs: 300, path: 'portal/homepage/data' });
    const slow = homepageData();
    const fast = get('loanMarket/index', {});
    await Promise.resolve();
    expect(activity.pending).toBe(2);
    await fast;
    expect(activity.pending).toBe(1);
    await slow;
    expect(activity.pending).toBe(0);
  });
});

/** The page's first script (src/boot/early.ts) on `route`, with what the stores have stored so far. */
async function startHome(route = '/'): Promise<void> {
  await Promise.resolve();
  flushRecords();
  startFirstScreen(route, market, 'en-US');
}

describe("calls started before the app's code arrived (src/boot/early-calls.ts)", () => {
  it("hands the early reply to the screen's identical call instead of asking again", async () => {
    const { token } = await registered();
    sbx.requests.length = 0;
    await startHome();
    await vi.waitFor(() => expect(sbx.requests).toHaveLength(2));
    const home = await homepageData();
    await get('loanMarket/index', {}, { background: true });
    expect(sbx.requests).toHaveLength(2);
    expect(home.minAmount).toBeGreaterThan(0);
    // Sent as the API layer sends it: the stored token, the chosen language, the market's package.
    for (const request of sbx.requests) {
      expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
      expect(request.headers.get('lang')).toBe('en');
      expect(request.headers.get('packageName')).toBe(market.packageName);
    }
  });

  it('sends exactly the headers the API layer sends for the same call', async () => {
    await registered();
    await startHome();
    await vi.waitFor(() => expect(sbx.requests.length).toBeGreaterThanOrEqual(3));
    const early = sbx.requests.at(-2)!;
    await homepageData();
    sbx.requests.length = 0;
    await homepageData();
    const own = sbx.requests[0]!;
    expect([...early.headers.entries()].sort()).toEqual([...own.headers.entries()].sort());
  });

  it('hands it over once: a retry asks the server again', async () => {
    await startHome();
    await homepageData();
    await homepageData();
    expect(sbx.requests.filter((r) => r.url.includes('/api/'))).toHaveLength(3);
  });

  it('asks again when the stores end up with another token (journal, native app) or language', async () => {
    await startHome();
    await registered();
    const before = sbx.requests.length;
    await homepageData();
    expect(sbx.requests.length).toBe(before + 1);
    await startHome();
    await vi.waitFor(() => expect(sbx.requests.length).toBe(before + 3));
    await setLanguage('sw');
    await get('loanMarket/index', {});
    expect(sbx.requests.length).toBe(before + 4);
  });

  it('does not hand over a reply older than EARLY_TTL_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await startHome();
    vi.setSystemTime(Date.now() + EARLY_TTL_MS + 1);
    await homepageData();
    expect(sbx.requests).toHaveLength(3);
  });

  it('a failed early call is reported once, by the screen call that takes it, not asked again', async () => {
    sbx.setNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    await startHome();
    expect(toastTexts()).toEqual([]);
    const outcome = await homepageData().catch((error: unknown) => error);
    expect(outcome).toMatchObject({ kind: 'network' });
    expect(toastTexts()).toHaveLength(1);
    expect(sbx.requests).toHaveLength(2);
    expect(activity.pending).toBe(0);
  });

  it('starts no call when the page opens on another screen', async () => {
    await startHome('/user_center');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sbx.requests).toEqual([]);
  });
});
