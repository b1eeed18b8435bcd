import { market } from '../store/market.ts';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 60000 → "60,000". One format for both languages: Tanzanian Kiswahili copy uses comma grouping too. */
export function formatNumber(value: number): string {
  return grouping.format(value);
}

/** 60000 → "TZS 60,000" (the market's currency code, then the grouped amount). */
export function formatMoney(value: number, currency: string = market.currency): string {
  // A no-break space: a narrow screen never puts the currency on one line and the figure on the next.
  return `${currency}\u00a0${formatNumber(value)}`;
}
