import type { LoanStep } from './portal.ts';
import { get, post, upload } from './http.ts';

/** Borrower profile, KYC uploads, wallet and account deletion (`user/*`). */

export type FormValues = Record<string, unknown>;

export interface WalletAccount {
  wallet: 'tigo' | 'airtel' | 'mpesa' | 'halopesa';
  accountNumber: string;
  accountName: string;
}

export const saveBasicInfo = (values: FormValues) => post<LoanStep>('user/saveBasicInfo-market', values);
export const saveAdditionInfo = (values: FormValues) =>
  post<LoanStep>('user/saveAdditionInfo-market', values);
/** The 11 answers under their question codes ("1"…"11") and the loan agreement, as the form holds them. */
export const saveQuestionnaire = (values: FormValues) => post<LoanStep>('user/save/questionnaire', values);
export const addBankCard = (account: WalletAccount) => post<LoanStep>('user/addBankCard', { ...account });
export const finishUploadAllImg = () => post<LoanStep>('user/finishUploadAllImg');
export const submitApplication = (body: { orderNo: string }) => post<LoanStep>('user/submit', { ...body });
export const idCardOcr = () =>
  post<{ nationalId: string; firstName: string; lastName: string }>('user/curp/ocr');
export const uploadIdFront = (image: Blob) =>
  upload<{ url: string }>('user/upload/curp/front', { file: image });
export const uploadIdBack = (image: Blob) =>
  upload<{ url: string }>('user/upload/curp/back', { file: image });
export const saveFaceImage = (image: Blob) => upload<{ url: string }>('user/saveFaceImage', { file: image });
export const devicePackageList = () =>
  get<{ packages: string[] }>('user/device/packageList', {}, { background: true });
export const deleteCheck = () => get<{ deletable: boolean }>('user/delete-check');
export const deleteUser = (body: { reason: string; code: string }) => post<null>('user/delete', { ...body });
