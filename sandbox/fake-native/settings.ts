import { FAKE_NATIVE_KEY } from './key.ts';

/** What the fake native shell answers; changed from the query on first load or from its panel. */
export interface FakeNativeSettings {
  /** The app has its own session: `getLoginInfo` gives its token (logged in as `mobile`). */
  token: boolean;
  /** What the borrower does on the app's own login screen (`login`). */
  login: 'accept' | 'dismiss';
  /** The 9-digit number the app logs in with. */
  mobile: string;
  /** What the face SDK (`getAccuauthSDK` or `getBoYingFeiSDK`) answers. */
  face: 'pass' | 'fail' | 'cancel';
  /** Feature mode the app gives with `getLoginInfo`: 1 Accuauth, any other value BoYingFei. */
  live: number;
  /** Data-collection steps (`timeSDK`) whose collection fails; the others are uploaded and answered. */
  collectFail: string[];
  /** Every answer waits this long, in ms. */
  delayMs: number;
  /** Per action, a wait in ms that replaces `delayMs`. */
  delays: Record<string, number>;
}

export interface FakeNativeRecord {
  settings: FakeNativeSettings;
  /** The app's own session token, '' when it has none. */
  appToken: string;
}

export const defaultSettings = (): FakeNativeSettings => ({
  token: false,
  login: 'accept',
  mobile: '712345678',
  face: 'pass',
  live: 1,
  collectFail: [],
  delayMs: 300,
  delays: {},
});

const oneOf = <T extends string>(value: string | null, options: readonly T[]): T | undefined =>
  options.find((option) => option === value);

const wholeMs = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  return Number(value);
};

/**
 * Settings named in a query (`?fakeNative=1&token=1&login=dismiss&mobile=712345678&face=fail&live=2
 * &collectFail=device,exif&delay=800&delay.login=5000`) over `base`; unknown or malformed values are ignored.
 */
export function settingsFromQuery(query: URLSearchParams, base: FakeNativeSettings): FakeNativeSettings {
  const next: FakeNativeSettings = {
    ...base,
    delays: { ...base.delays },
    collectFail: [...base.collectFail],
  };
  const token = query.get('token');
  if (token === '1' || token === '0') next.token = token === '1';
  next.login = oneOf(query.get('login'), ['accept', 'dismiss'] as const) ?? next.login;
  next.face = oneOf(query.get('face'), ['pass', 'fail', 'cancel'] as const) ?? next.face;
  const mobile = query.get('mobile');
  if (mobile && /^0?\d{9}$/.test(mobile)) next.mobile = mobile.slice(-9);
  const live = query.get('live');
  if (live !== null && /^-?\d{1,2}$/.test(live)) next.live = Number(live);
  const collectFail = query.get('collectFail');
  if (collectFail !== null) next.collectFail = collectFail.split(',').filter((step) => /^\w+$/.test(step));
  next.delayMs = wholeMs(query.get('delay')) ?? next.delayMs;
  for (const [name, value] of query) {
    const ms = wholeMs(value);
    if (name.startsWith('delay.') && ms !== undefined) next.delays[name.slice('delay.'.length)] = ms;
  }
  return next;
}

/** The query parameters the shell reads (removed from the address once read). */
export const QUERY_NAMES = ['fakeNative', 'token', 'login', 'mobile', 'face', 'live', 'collectFail', 'delay'];

export function loadRecord(): FakeNativeRecord {
  const record: FakeNativeRecord = { settings: defaultSettings(), appToken: '' };
  try {
    const stored = JSON.parse(localStorage.getItem(FAKE_NATIVE_KEY) ?? '{}') as Partial<FakeNativeRecord>;
    if (stored.settings && typeof stored.settings === 'object') {
      record.settings = { ...record.settings, ...stored.settings };
    }
    if (typeof stored.appToken === 'string') record.appToken = stored.appToken;
  } catch {
    // A damaged record: start from the defaults.
  }
  return record;
}

export function saveRecord(record: FakeNativeRecord): void {
  try {
    localStorage.setItem(FAKE_NATIVE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or disabled: the shell keeps working in memory.
  }
}
