import { market } from '../store/market.ts';
import { sameNationalNumber, toNationalForm } from './national-number.ts';

/**
 * Mobile numbers in their national form (decisions.md): digits only; a number of N+1 digits starting
 * with 0 and the same N digits without it are the same number (N = 9 in Tanzania).
 */
export function nationalForm(input: string, length: number = market.nationalNumberLength): string | null {
  return toNationalForm(input, length);
}

export const isSameNumber = (a: string, b: string): boolean =>
  sameNationalNumber(a, b, market.nationalNumberLength);

/** 712345678 → "712 345 678", for reading a number back to the borrower. */
export function groupDigits(national: string): string {
  return national.replace(/(\d{3})(?=\d)/g, '$1 ');
}
