/**
 * Country look-ups under `/cou`, used by the login screen's calling-code picker. The product specification
 * lists them as POST, the client contract as GET; both are answered so either reading works.
 */
import { COUNTRIES, HOME_COUNTRY } from '../data/countries.ts';
import { route } from './types.ts';
import type { Route } from './types.ts';

export const countryRoutes: readonly Route[] = [
  route('country/meta/ip', () => ({ iso: HOME_COUNTRY.iso, callingCode: HOME_COUNTRY.callingCode })),
  route('country/meta/code', () => [...COUNTRIES]),
];
