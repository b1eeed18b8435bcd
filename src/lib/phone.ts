import { market } from '../store/market.ts';
import { sameNationalNumber, toNationalForm } from './national-number.ts';
import { visibleText } from './visible-text.ts';

/**
 * Mobile numbers in their national form (docs/decisions.md): digits only; a number of N+1 digits starting
 * with 0 and the same N digits without it are the same number (N = 9 in Tanzania). The international
 * form with `callingCode` (+255…) is read too (./national-number.ts).
 */
export function nationalForm(
  input: string,
  length: number = market.nationalNumberLength,
  callingCode: string = market.callingCode,
): string | null {
  return toNationalForm(input, length, callingCode);
}

/**
 * What a mobile-number field holds after a paste or an autofill: a number it can read, in the national
 * form with its 0 ("+255 712 345 678" → "0712345678"); anything else as the borrower pasted it (without
 * invisible marks), so the field's own message says it is not a number. Never cut to fit, never swapped
 * for another number.
 */
export function phoneFieldText(text: string, callingCode: string = market.callingCode): string {
  const national = nationalForm(text, market.nationalNumberLength, callingCode);
  return national ? `0${national}` : visibleText(text);
}

export const isSameNumber = (a: string, b: string): boolean =>
  sameNationalNumber(a, b, market.nationalNumberLength);

/** 712345678 → "712 345 678", for reading a number back to the borrower. */
function groupDigits(national: string): string {
  return national.replace(/(\d{3})(?=\d)/g, '$1 ');
}

/**
 * A mobile number as the app writes it everywhere (the borrower's own, a wallet's, the one a payment
 * prompt goes to): the national form with its leading 0, in groups, "0712 345 678", as numbers are
 * written in Tanzania. No-break spaces: a narrow screen never splits a number over two lines. Accepts the
 * 9-digit national form or anything `nationalForm` reads (10 digits with the 0, +255…); other text is
 * returned as it is.
 */
export function formatPhone(number: string): string {
  const digits = number.replace(/\D/g, '');
  const code = market.callingCode;
  const international =
    digits.startsWith(code) && digits.length === code.length + market.nationalNumberLength;
  const national = nationalForm(international ? digits.slice(code.length) : number);
  if (!national) return number;
  return `0${groupDigits(national)}`.replace(/ /g, '\u00a0');
}
