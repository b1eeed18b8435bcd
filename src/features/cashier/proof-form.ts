import cashierTexts from '../../i18n/sections/cashier.ts';
import type { ProofFields } from '../../api/payment.ts';
import type { MessageKey, KeysOf } from '../../i18n/i18n.ts';
import { MAX_AMOUNT } from './cashier-query.ts';

type TextKey = MessageKey | KeysOf<typeof cashierTexts>;

/**
 * The proof form's values and their checks, pure: the channel paid with, the amount paid (integer
 * shillings), the optional transaction id, and the screenshot. Nothing is sent until all pass.
 */

export interface ProofValues {
  channelId: string;
  amount: string;
  transactionId: string;
  file: Blob | null;
}

export type ProofErrors = Partial<Record<keyof ProofValues, TextKey>>;

/** Longest transaction id the wire contract takes (`text(64)` in src/contract/calls.ts). */
export const MAX_TRANSACTION_ID = 64;

export function checkProof(values: ProofValues): ProofErrors {
  const errors: ProofErrors = {};
  if (!values.channelId) errors.channelId = 'cashier.proof.channelRequired';
  const amount = values.amount.trim().replace(/,/g, '');
  if (!amount) errors.amount = 'cashier.proof.amountRequired';
  // Spec section 5: 'Please enter an integer amount'.
  else if (!/^[0-9]+$/.test(amount) || Number(amount) < 1 || Number(amount) > MAX_AMOUNT) {
    errors.amount = 'cashier.proof.amountInteger';
  }
  if (!values.file) errors.file = 'cashier.proof.screenshotRequired';
  return errors;
}

/** The call's fields from values that passed `checkProof`. */
export function proofFields(orderNo: string, values: ProofValues): ProofFields {
  const transactionId = values.transactionId.trim().slice(0, MAX_TRANSACTION_ID);
  return {
    orderNo,
    amount: Number(values.amount.trim().replace(/,/g, '')),
    channelId: values.channelId,
    ...(transactionId ? { transactionId } : {}),
  };
}
