/**
 * Country look-ups under `/cou`, used by the login screen's calling-code picker. The product specification
 * lists them as POST, the client contract as GET; both are answered so either reading works.
 */
import { COUNTRIES, HOME_COUNTRY } from '../data/countries.ts';
import type { Country } from '../data/countries.ts';
import type { Route } from './types.ts';

export const countryRoutes: readonly Route[] = [
  {
    base: 'cou',
    methods: ['GET', 'POST'],
    path: 'country/meta/ip',
    auth: 'none',
    handle(): { iso: string; callingCode: string } {
      return { iso: HOME_COUNTRY.iso, callingCode: HOME_COUNTRY.callingCode };
    },
  },
  {
    base: 'cou',
    methods: ['GET', 'POST'],
    path: 'country/meta/code',
    auth: 'none',
    handle(): readonly Country[] {
      return COUNTRIES;
    },
  },
];
