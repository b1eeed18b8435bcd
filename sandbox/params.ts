/**
 * What is left of parameter checking once the contract's schemas have run (payloads.ts): the one form of a
 * mobile number, and the business rule on calling codes.
 */
import { COUNTRIES, HOME_COUNTRY } from './data/countries.ts';
import { ApiError } from './errors.ts';
import { MARKET_FACTS } from './market.ts';
import { toNationalForm } from '../src/lib/national-number.ts';

/**
 * The national form of a mobile number, of the market's length, by the app's own rule (src/lib/national-number.ts),
 * for digits only: the wire carries no spaces or country code. `undefined` when the value is not such a number.
 */
export function normaliseMobile(
  value: unknown,
  length: number = MARKET_FACTS.nationalNumberLength,
): string | undefined {
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) return undefined;
  return toNationalForm(value, length) ?? undefined;
}

/** "mobile must be 9 digits, or 10 digits starting with 0", with the market's length. */
export function mobileParamError(field: string): ApiError {
  const length = MARKET_FACTS.nationalNumberLength;
  return ApiError.invalidParam('paramMobile', { field, length: String(length), longer: String(length + 1) });
}

/**
 * A mobile number in its national form. The contract's schema lets through digits of any plausible length
 * (markets differ); the market's own length is checked here, with the same message.
 */
export function nationalMobile(value: string, field = 'mobile'): string {
  const mobile = normaliseMobile(value);
  if (mobile === undefined) throw mobileParamError(field);
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
