import type { PayloadOf } from '../contract/calls.ts';
import { get, upload, type CallOptions, type UploadOptions } from './http.ts';
import { isHomepageData } from './reply-checks.ts';

/**
 * Home page and liveness calls (`portal/*`). The latest order is in latest-order.ts, the repayment calls
 * in repay.ts and payment.ts, with their reply checks.
 */

export const homepageData = (options?: CallOptions) =>
  get('portal/homepage/data', {}, { ...options, check: isHomepageData });

/** The face check's result; the face photo itself was sent once, by `user/saveFaceImage`. */
export const saveLivenessResult = (
  body: PayloadOf<'portal/liveness/detection/result/save'>,
  options?: UploadOptions,
) => upload('portal/liveness/detection/result/save', {}, body, options);
