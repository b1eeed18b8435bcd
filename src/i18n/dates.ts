import dayjs from 'dayjs';

/*
 * Dates live apart from numbers and money so that dayjs loads with the screens that show dates,
 * not with the first screen. Patterns are numeric (DD-MM-YYYY, HH:mm), the same in English and
 * Kiswahili, so no dayjs locale ships: a pattern with month or day names would need 'dayjs/locale/sw'
 * imported here (about 0.8 KB gzipped on the home route).
 */

/**
 * Formats a server date. Numbers of 10 digits are seconds, longer ones milliseconds (the server
 * mixes both); strings are parsed by dayjs.
 */
export function formatDate(value: number | string, pattern = 'DD-MM-YYYY'): string {
  const seconds = typeof value === 'number' && String(Math.trunc(value)).length <= 10;
  const d = dayjs(seconds ? (value as number) * 1000 : value);
  return d.isValid() ? d.format(pattern) : '';
}
