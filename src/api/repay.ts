import { get } from './http.ts';

/** Rollover (extension) calls. */

export const extensionData = (orderNo: string) => get('repay/getExtensionData', { orderNo });

export const confirmExtensionOrder = (orderNo: string) => get('repay/confirmExtensionOrder', { orderNo });
