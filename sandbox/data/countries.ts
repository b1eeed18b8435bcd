/** Countries offered by the country picker (`/cou country/meta/code`). Tanzania, the default market, first. */
export interface Country {
  readonly iso: string;
  readonly name: string;
  readonly callingCode: string;
  readonly flag: string;
}

/** What `country/meta/ip` reports: the sandbox always "sees" a Tanzanian address. */
export const HOME_COUNTRY: Country = { iso: 'TZ', name: 'Tanzania', callingCode: '255', flag: '🇹🇿' };

export const COUNTRIES: readonly Country[] = [
  HOME_COUNTRY,
  { iso: 'KE', name: 'Kenya', callingCode: '254', flag: '🇰🇪' },
  { iso: 'UG', name: 'Uganda', callingCode: '256', flag: '🇺🇬' },
  { iso: 'RW', name: 'Rwanda', callingCode: '250', flag: '🇷🇼' },
  { iso: 'BI', name: 'Burundi', callingCode: '257', flag: '🇧🇮' },
];
