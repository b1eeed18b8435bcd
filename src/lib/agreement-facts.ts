import type { ExtensionData, Quote } from '../contract/entities.ts';
import { formatDate } from '../i18n/dates.ts';
import { formatMoney, formatNumber } from '../i18n/format.ts';

/**
 * The figures of one loan or one rollover as the agreements name them (`{{amount}}`, `{{newDueDate}}`
 * in content/documents/<lang>.json, sections marked `quote`), formatted from the server's quote. Every
 * number is the server's; this only formats (docs/decisions.md: the client never computes money). Its own
 * module, so that dayjs travels only with the screens that have a quote (confirm borrow, rollover).
 */

/** The names the loan agreement's figures section may use. */
export const LOAN_FACTS = [
  'amount',
  'termDays',
  'interestRate',
  'interest',
  'serviceFee',
  'serviceFeeTax',
  'received',
  'repayAmount',
  'totalCost',
  'penaltyRate',
  'dueDate',
] as const;

/** The names the renewal agreement's figures section may use. */
export const RENEWAL_FACTS = ['fee', 'dueDate', 'newDueDate', 'days', 'unpaidAmount'] as const;

export type LoanFacts = Record<(typeof LOAN_FACTS)[number], string>;
export type RenewalFacts = Record<(typeof RENEWAL_FACTS)[number], string>;
/** What an agreement's quote sections are filled with; null or absent: read without figures. */
export type AgreementFacts = LoanFacts | RenewalFacts;

/** The loan agreement's figures, from `loan/confirm/product-info` (the fees already with any coupon). */
export function loanAgreementFacts(quote: Quote): LoanFacts {
  return {
    amount: formatMoney(quote.amount),
    termDays: formatNumber(quote.termDays),
    interestRate: formatNumber(quote.interestRatePerDay),
    interest: formatMoney(quote.interest),
    serviceFee: formatMoney(quote.serviceFee),
    serviceFeeTax: formatMoney(quote.serviceFeeTax),
    received: formatMoney(quote.receivedAmount),
    repayAmount: formatMoney(quote.repayAmount),
    totalCost: formatMoney(quote.totalCostOfCredit),
    penaltyRate: formatNumber(quote.penaltyRatePerDay),
    dueDate: formatDate(quote.dueDate),
  };
}

/**
 * The renewal agreement's figures, from `repay/getExtensionData`; null when the server gives no due dates
 * (no money sent yet: no rollover either), so the agreement is read without figures rather than with blanks.
 */
export function renewalAgreementFacts(offer: ExtensionData): RenewalFacts | null {
  if (offer.dueDate === null || offer.newDueDate === null) return null;
  return {
    fee: formatMoney(offer.fee),
    dueDate: formatDate(offer.dueDate),
    newDueDate: formatDate(offer.newDueDate),
    days: formatNumber(offer.days),
    unpaidAmount: formatMoney(offer.unpaidAmount),
  };
}
