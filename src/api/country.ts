import type { Country } from '../contract/entities.ts';
import { get } from './http.ts';

/** Country look-ups live under `/cou` (spec section 7). */

export const countryByIp = () => get('country/meta/ip', {}, { background: true });

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The picker's list: each country named, with a calling code of 1–4 digits (the value the login sends). */
export const isCountryList = (value: unknown): value is Country[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (country: Partial<Record<keyof Country, unknown>>) =>
      typeof country === 'object' &&
      country !== null &&
      isText(country.name) &&
      typeof country.callingCode === 'string' &&
      /^\d{1,4}$/.test(country.callingCode) &&
      typeof country.flag === 'string',
  );

export const countryCodes = () => get('country/meta/code', {}, { check: isCountryList });
