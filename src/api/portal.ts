import type { PayloadOf } from '../contract/calls.ts';
import { get, post, upload, type CallOptions, type UploadOptions } from './http.ts';
import { isHomepageData } from './reply-checks.ts';

/** Home page, latest order, liveness and repayment calls (`portal/*`). */

export const homepageData = (options?: CallOptions) =>
  get('portal/homepage/data', {}, { ...options, check: isHomepageData });

export const latestOrder = (options?: CallOptions) => get('portal/loan/order/latest', {}, options);

export const repaymentDetail = (orderNo: string) => get('portal/repayment/detail', { orderNo });

export const confirmRepayment = (body: PayloadOf<'portal/repayment/confirm'>) =>
  post('portal/repayment/confirm', body);

export const saveLivenessResult = (
  image: Blob,
  body: PayloadOf<'portal/liveness/detection/result/save'>,
  options?: UploadOptions,
) => upload('portal/liveness/detection/result/save', { file: image }, body, options);
