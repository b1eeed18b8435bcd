import { market, type MarketLanguage } from './market.ts';
import { persistedProxy } from './persist.ts';

/** Languages with UI texts (locales/<lang>.json); a market may offer others (`MarketLanguage`). */
export type Lang = 'en' | 'sw';

/** Feature switches the native app or server may set; -1 means "off / not decided". */
export interface FeatureMode {
  /** 1: Accuauth face check; any other value: BoYingFei. */
  live: number;
  ocr: number;
  frontPermission: number;
}

export interface PopEvaluate {
  /** Seconds since epoch of the last rating popup; 0 = never shown. */
  popupTime: number;
  /** 1: the popup may ask (default); 2: the borrower went to rate, never ask again. */
  rejectState: number;
  /** The loan order the popup last asked about; '' = none yet. */
  loanOrderId: string;
}

export interface DeviceMessage {
  platform: string;
  [key: string]: string;
}

export interface DeviceState {
  /**
   * null until the borrower chooses; then their choice wins over the device language. One of the market's
   * languages, which may have no UI texts of its own (src/i18n/i18n.ts `uiLanguageOf`).
   */
  language: MarketLanguage | null;
  packageName: string;
  afid: string;
  appName: string;
  deviceMessage: DeviceMessage;
  featureMode: FeatureMode;
  popEvaluate: PopEvaluate;
}

export const deviceDefaults = (): DeviceState => ({
  language: null,
  packageName: market.packageName,
  afid: '',
  appName: market.appName,
  deviceMessage: { platform: 'android' },
  featureMode: { live: 1, ocr: -1, frontPermission: -1 },
  popEvaluate: { popupTime: 0, rejectState: 1, loanOrderId: '' },
});

export const device = persistedProxy('device', deviceDefaults);

export function setDeviceInfo(info: Partial<Pick<DeviceState, 'packageName' | 'afid' | 'appName'>>): void {
  for (const [k, v] of Object.entries(info))
    if (typeof v === 'string' && v) Object.assign(device, { [k]: v });
}

/**
 * What an affiliate id may look like: it travels in the `afid` header of every request, and a header value
 * outside printable ASCII makes the browser refuse the request, so a crafted link cannot break the app.
 */
const AFID_PATTERN = /^[A-Za-z0-9._~-]{1,64}$/;

/**
 * Keeps the affiliate id of a promotion link (`#/yx1?afid=…`) so every later request carries it in the
 * `afid` header (src/api/http.ts). False, and nothing stored, for a missing or malformed id.
 */
export function setAffiliateId(raw: string | undefined): boolean {
  const afid = raw?.trim() ?? '';
  if (!AFID_PATTERN.test(afid)) return false;
  if (device.afid !== afid) device.afid = afid;
  return true;
}

/** Updates the rating popup's record (src/loan/rating/rating-rule.ts says when it shows). */
export function setPopEvaluate(next: Partial<PopEvaluate>): void {
  Object.assign(device.popEvaluate, next);
}

export function setStoredLanguage(lang: MarketLanguage): void {
  device.language = lang;
}
