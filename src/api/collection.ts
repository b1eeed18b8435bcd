import { get } from './http.ts';

/** Device-data collection gate (spec section 7, "Data-collection flow"). */

export interface CollectionFlags {
  appList: boolean;
  sms: boolean;
  exif: boolean;
  device: boolean;
  contact: boolean;
  callLog: boolean;
  location: boolean;
}

export const uploadEnable = (orderNo: string) =>
  get<{ enableTimeSdk: boolean }>('time/upload/enable', { orderNo }, { background: true });

export const uploadStatus = (orderNo: string) =>
  get<CollectionFlags>('time/upload/uploadStatus', { orderNo }, { background: true });

export const allCollected = (flags: CollectionFlags): boolean => Object.values(flags).every(Boolean);
