/**
 * The national form of a mobile number, with the length passed in: pure, so that the form engine's rules
 * and the sandbox (which has no market store) compare numbers exactly as the app does (decisions.md).
 * A number of N+1 digits starting with 0 and the same N digits without it are the same number.
 */
export function toNationalForm(input: string, length: number): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length === length + 1 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === length && !digits.startsWith('0')) return digits;
  return null;
}

/** True when both are valid numbers with the same national form. */
export function sameNationalNumber(a: string, b: string, length: number): boolean {
  const x = toNationalForm(a, length);
  return x !== null && x === toNationalForm(b, length);
}
