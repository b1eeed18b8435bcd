/**
 * What is left of parameter checking once the contract's schemas have run (payloads.ts): the one form of a
 * mobile number, and the business rule on calling codes.
 */
import { COUNTRIES, HOME_COUNTRY } from './data/countries.ts';
import { ApiError } from './errors.ts';

/**
 * The 9-digit national form of a mobile number (decisions.md: a 10-digit number starting with 0 and the same
 * 9 digits without it are the same number). `undefined` when the value is not such a number.
 */
export function normaliseMobile(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (/^[0-9]{9}$/.test(value)) return value;
  if (/^0[0-9]{9}$/.test(value)) return value.slice(1);
  return undefined;
}

/** A mobile number the payload schema has accepted, in its 9-digit form. */
export function nationalMobile(value: string): string {
  const mobile = normaliseMobile(value);
  if (mobile === undefined) throw new Error('payload schema let a bad mobile through');
  return mobile;
}

/** The calling code without `+`, one of the countries offered; absent means Tanzania. */
export function servedCountryCode(value: string | undefined): string {
  if (value === undefined || value === '') return HOME_COUNTRY.callingCode;
  const code = value.replace(/^\+/, '');
  if (!COUNTRIES.some((country) => country.callingCode === code)) {
    throw ApiError.invalidParam('paramCountryCode', {
      allowed: COUNTRIES.map((country) => country.callingCode).join(', '),
    });
  }
  return code;
}
