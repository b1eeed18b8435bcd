import type { CollectionFlags } from '../contract/entities.ts';
import { get } from './http.ts';

/** Device-data collection gate (spec section 7, "Data-collection flow"). */

export const uploadEnable = (orderNo: string) =>
  get('time/upload/enable', { orderNo }, { background: true, quiet: true });

export const uploadStatus = (orderNo: string) =>
  get('time/upload/uploadStatus', { orderNo }, { background: true, quiet: true });

export const allCollected = (flags: CollectionFlags): boolean => Object.values(flags).every(Boolean);
