import dayjs from 'dayjs';
import 'dayjs/locale/sw';
import { getLanguage } from './i18n.ts';

/*
 * Dates live apart from numbers and money so that dayjs loads with the screens that show dates,
 * not with the first screen. Each call formats in the language in force.
 */

/**
 * Formats a server date. Numbers of 10 digits are seconds, longer ones milliseconds (the server
 * mixes both); strings are parsed by dayjs.
 */
export function formatDate(value: number | string, pattern = 'DD-MM-YYYY'): string {
  const seconds = typeof value === 'number' && String(Math.trunc(value)).length <= 10;
  const d = dayjs(seconds ? (value as number) * 1000 : value).locale(getLanguage());
  return d.isValid() ? d.format(pattern) : '';
}
