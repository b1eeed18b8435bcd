import { get } from './http.ts';

/** Rollover (extension) calls. */

export interface ExtensionData {
  available: boolean;
  /** Days the due date moves: 7 in Tanzania. */
  days: number;
  fee: number;
  /** Seconds since epoch. */
  newDueDate: number;
}

export const extensionData = (orderNo: string) => get<ExtensionData>('repay/getExtensionData', { orderNo });

export const confirmExtensionOrder = (orderNo: string) =>
  get<{ payOrderId: string }>('repay/confirmExtensionOrder', { orderNo });
