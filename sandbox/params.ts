/**
 * Reading and checking payload parameters. A bad parameter is envelope code 400 whose message names it, so
 * the client developer sees which field is wrong without reading sandbox code.
 */
import { COUNTRIES, HOME_COUNTRY } from './data/countries.ts';
import { ApiError } from './errors.ts';
import type { Payload } from './protocol.ts';

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

export function requireMobile(payload: Payload): string {
  if (payload['mobile'] === undefined || payload['mobile'] === '') {
    throw ApiError.invalidParam('paramMissing', { field: 'mobile' });
  }
  const mobile = normaliseMobile(payload['mobile']);
  if (mobile === undefined) throw ApiError.invalidParam('paramMobile');
  return mobile;
}

/** The calling code without `+`; one of the offered countries. Optional calls default to Tanzania. */
export function requireCountryCode(payload: Payload, optional = false): string {
  const value = payload['countryCode'];
  if (value === undefined || value === '') {
    if (optional) return HOME_COUNTRY.callingCode;
    throw ApiError.invalidParam('paramMissing', { field: 'countryCode' });
  }
  const code = typeof value === 'string' ? value.replace(/^\+/, '') : undefined;
  if (code === undefined || !COUNTRIES.some((country) => country.callingCode === code)) {
    throw ApiError.invalidParam('paramCountryCode', {
      allowed: COUNTRIES.map((country) => country.callingCode).join(', '),
    });
  }
  return code;
}

export type VerifyPurpose = 'login' | 'register';

export function requireVerifyPurpose(payload: Payload): VerifyPurpose {
  const value = payload['type'];
  if (value === undefined) throw ApiError.invalidParam('paramMissing', { field: 'type' });
  if (value !== 'login' && value !== 'register') throw ApiError.invalidParam('paramVerifyType');
  return value;
}

/** The verification code as typed: digits only. Whether it is the right one is a business rule, not a 400. */
export function requireVerifyCode(payload: Payload): string {
  const value = payload['code'];
  if (value === undefined || value === '') throw ApiError.invalidParam('paramMissing', { field: 'code' });
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) throw ApiError.invalidParam('paramCode');
  return value;
}
