import { withoutInvisible } from './visible-text.ts';

/**
 * The national form of a mobile number, with the length passed in: pure, so that the form engine's rules
 * and the sandbox (which has no market store) compare numbers exactly as the app does (docs/decisions.md).
 * A number of N+1 digits starting with 0 and the same N digits without it are the same number.
 *
 * A number is read as it is written or pasted (issue 27): spaces, dashes, dots and brackets between the
 * digits and invisible marks (a pasted right-to-left mark) are ignored; with `callingCode`, the
 * international forms "+255 712 345 678", "255712345678" and "00255712345678" are read too. Anything else
 * (a letter, another country's code, digits too many or too few) is no number: null, never a guess.
 */
export function toNationalForm(input: string, length: number, callingCode?: string): string | null {
  const text = withoutInvisible(input).trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (callingCode) {
    const international = text.startsWith('+')
      ? callingCode
      : digits.startsWith(`00${callingCode}`)
        ? `00${callingCode}`
        : digits.length === callingCode.length + length && digits.startsWith(callingCode)
          ? callingCode
          : '';
    if (text.startsWith('+') && !digits.startsWith(callingCode)) return null;
    // "+255 0712 345 678": the trunk 0 written after the country code is read as below.
    digits = digits.slice(international.length);
  } else if (text.startsWith('+')) {
    return null;
  }
  if (digits.length === length + 1 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === length && !digits.startsWith('0')) return digits;
  return null;
}

/** True when both are valid numbers with the same national form. */
export function sameNationalNumber(a: string, b: string, length: number): boolean {
  const x = toNationalForm(a, length);
  return x !== null && x === toNationalForm(b, length);
}
