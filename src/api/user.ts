import type { PayloadOf } from '../contract/calls.ts';
import { get, post, upload, type CallOptions, type UploadOptions } from './http.ts';

/** Borrower profile, KYC uploads, wallet and account deletion (`user/*`). */

export type FormValues = Record<string, unknown>;

export const saveBasicInfo = (values: FormValues) => post('user/saveBasicInfo-market', values);
export const saveAdditionInfo = (values: FormValues) => post('user/saveAdditionInfo-market', values);
/** The 11 answers under their question codes ("1"…"11") and the loan agreement, as the form holds them. */
export const saveQuestionnaire = (values: FormValues) => post('user/save/questionnaire', values);
export const addBankCard = (body: PayloadOf<'user/addBankCard'>) =>
  post('user/addBankCard', body, { quiet: true });
export const finishUploadAllImg = () => post('user/finishUploadAllImg', {});
export const submitApplication = (orderNo: string, options?: CallOptions) =>
  post('user/submit', { orderNo }, options);
/** What the card says, shown to the borrower: the number and both names, never "undefined". */
const isOcrResult = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  ['nationalId', 'firstName', 'lastName'].every((field) => {
    const text = (value as Record<string, unknown>)[field];
    return typeof text === 'string' && text.trim() !== '';
  });
export const idCardOcr = (options?: CallOptions) =>
  post('user/curp/ocr', {}, { ...options, check: isOcrResult });
export const uploadIdFront = (image: Blob, options?: UploadOptions) =>
  upload('user/upload/curp/front', { file: image }, {}, options);
export const uploadIdBack = (image: Blob, options?: UploadOptions) =>
  upload('user/upload/curp/back', { file: image }, {}, options);
export const saveFaceImage = (image: Blob, options?: UploadOptions) =>
  upload('user/saveFaceImage', { file: image }, {}, options);
export const devicePackageList = () => get('user/device/packageList', {}, { background: true });
/** Whether the account may be deleted: a yes or a no, nothing the screen would have to guess from. */
export const deleteCheck = (options?: CallOptions) =>
  get(
    'user/delete-check',
    {},
    {
      ...options,
      check: (value) => typeof (value as { deletable?: unknown } | null)?.deletable === 'boolean',
    },
  );
export const deleteUser = (body: PayloadOf<'user/delete'>, options?: CallOptions) =>
  post('user/delete', body, options);
