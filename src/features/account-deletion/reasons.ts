import deleteAccountTexts from '../../i18n/sections/deleteAccount.ts';
import type { MessageKey, KeysOf } from '../../i18n/i18n.ts';

type TextKey = MessageKey | KeysOf<typeof deleteAccountTexts>;

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

export const reasonKey = (reason: Reason): TextKey => `deleteAccount.reasons.${reason}`;
