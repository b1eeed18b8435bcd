import { MARKET_FACTS } from '../market.ts';

/** Countries offered by the country picker (`/cou country/meta/code`): the market's own first. */
export interface Country {
  readonly iso: string;
  readonly name: string;
  readonly callingCode: string;
  readonly flag: string;
}

/** A country's flag from its ISO code (the two regional indicator letters). */
const flagOf = (iso: string) =>
  String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

/** What `country/meta/ip` reports: the sandbox always "sees" an address in the market it serves. */
export const HOME_COUNTRY: Country = {
  iso: MARKET_FACTS.iso,
  name: MARKET_FACTS.countryName,
  callingCode: MARKET_FACTS.callingCode,
  flag: flagOf(MARKET_FACTS.iso),
};

/** The market's country first, then its neighbours. */
export const COUNTRIES: readonly Country[] = [
  HOME_COUNTRY,
  ...[
    { iso: 'TZ', name: 'Tanzania', callingCode: '255' },
    { iso: 'KE', name: 'Kenya', callingCode: '254' },
    { iso: 'UG', name: 'Uganda', callingCode: '256' },
    { iso: 'RW', name: 'Rwanda', callingCode: '250' },
    { iso: 'BI', name: 'Burundi', callingCode: '257' },
  ]
    .filter((country) => country.iso !== HOME_COUNTRY.iso)
    .map((country) => ({ ...country, flag: flagOf(country.iso) })),
];
