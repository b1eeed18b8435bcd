import { market } from '../store/market.ts';

/**
 * Mobile numbers in their national form (decisions.md): digits only; a number of N+1 digits starting
 * with 0 and the same N digits without it are the same number (N = 9 in Tanzania).
 */
export function nationalForm(input: string, length: number = market.nationalNumberLength): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length === length + 1 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === length && !digits.startsWith('0')) return digits;
  return null;
}

export const isSameNumber = (a: string, b: string): boolean => {
  const x = nationalForm(a);
  return x !== null && x === nationalForm(b);
};

/** 712345678 → "712 345 678", for reading a number back to the borrower. */
export function groupDigits(national: string): string {
  return national.replace(/(\d{3})(?=\d)/g, '$1 ');
}
