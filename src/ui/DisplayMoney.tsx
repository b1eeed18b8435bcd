import { formatMoney } from '../i18n/format.ts';
import styles from './DisplayMoney.module.css';

/**
 * An amount in large type ('TZS 5,000' on the cashier): the same text as formatMoney, but the currency
 * is its own inline block, so when the whole amount is wider than the line (200 % text on a 320 px
 * phone) it breaks after the currency, never inside the figure ('TZS 5,00' / '0' with the no-break
 * space and overflow-wrap alone).
 */
export function DisplayMoney({ value, currency }: { value: number; currency?: string }) {
  const [code, figure] = formatMoney(value, currency).split('\u00a0');
  return (
    <>
      <span className={styles.currency}>{`${code}\u00a0`}</span>
      <span className={styles.figure}>{figure}</span>
    </>
  );
}
