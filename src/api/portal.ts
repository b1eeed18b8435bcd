import type { PayloadOf } from '../contract/calls.ts';
import { get, upload, type CallOptions, type UploadOptions } from './http.ts';
import { isHomepageData, isLatestOrder } from './reply-checks.ts';

/**
 * Home page, latest order and liveness calls (`portal/*`). The repayment calls are in repay.ts and
 * payment.ts, with their reply checks.
 */

export const homepageData = (options?: CallOptions) =>
  get('portal/homepage/data', {}, { ...options, check: isHomepageData });

export const latestOrder = (options?: CallOptions) =>
  get('portal/loan/order/latest', {}, { ...options, check: isLatestOrder });

/** The face check's result; the face photo itself was sent once, by `user/saveFaceImage`. */
export const saveLivenessResult = (
  body: PayloadOf<'portal/liveness/detection/result/save'>,
  options?: UploadOptions,
) => upload('portal/liveness/detection/result/save', {}, body, options);
