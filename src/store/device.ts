import { market } from './market.ts';
import { persistedProxy } from './persist.ts';

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
  rejectState: number;
  loanOrderId: string;
}

export interface DeviceMessage {
  platform: string;
  [key: string]: string;
}

export interface DeviceState {
  /** null until the borrower chooses; then their choice wins over the device language. */
  language: Lang | null;
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

export function setStoredLanguage(lang: Lang): void {
  device.language = lang;
}
