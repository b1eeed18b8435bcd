import { get } from './http.ts';

/** Country look-ups live under `/cou` (spec section 7). */

export interface Country {
  iso: string;
  name: string;
  callingCode: string;
  flag: string;
}

export const countryByIp = () =>
  get<{ iso: string; callingCode: string }>('country/meta/ip', {}, { base: '/cou', background: true });

export const countryCodes = () => get<Country[]>('country/meta/code', {}, { base: '/cou' });
