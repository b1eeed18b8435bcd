import type { MessageKey } from '../../i18n/i18n.ts';

/** Why a borrower leaves: exactly one is sent with the deletion (spec section 5). */
export const REASONS = [
  'noNeed',
  'amountLow',
  'costHigh',
  'otherLender',
  'privacy',
  'hardToUse',
  'other',
] as const;

export type Reason = (typeof REASONS)[number];

export const reasonKey = (reason: Reason): MessageKey => `deleteAccount.reasons.${reason}`;
