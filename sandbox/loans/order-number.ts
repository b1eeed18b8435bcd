/** Public ids: a letter, the day (yyyymmdd) and 6 random digits; readable, unique enough to retry on a clash. */
import { randomInt } from 'node:crypto';

/** `L…` a loan order, `P…` a payment order, `R…` a payment proof, `C…` a coupon. */
export function orderNumber(nowMs: number, prefix = 'L'): string {
  const day = new Date(nowMs).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
