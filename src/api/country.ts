import { get } from './http.ts';

/** Country look-ups live under `/cou` (spec section 7). */

export const countryByIp = () => get('country/meta/ip', {}, { background: true });

export const countryCodes = () => get('country/meta/code', {});
