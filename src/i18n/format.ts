import dayjs from 'dayjs';
import { market } from '../store/market.ts';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 60000 → "60,000". One format for both languages: Tanzanian Kiswahili copy uses comma grouping too. */
export function formatNumber(value: number): string {
  return grouping.format(value);
}

/** 60000 → "TZS 60,000" (the market's currency code, then the grouped amount). */
export function formatMoney(value: number, currency: string = market.currency): string {
  return `${currency} ${formatNumber(value)}`;
}

/**
 * Formats a server date. Numbers of 10 digits are seconds, longer ones milliseconds (the server
 * mixes both); strings are parsed by dayjs.
 */
export function formatDate(value: number | string, pattern = 'DD-MM-YYYY'): string {
  const d =
    typeof value === 'number'
      ? dayjs(String(Math.trunc(value)).length <= 10 ? value * 1000 : value)
      : dayjs(value);
  return d.isValid() ? d.format(pattern) : '';
}
