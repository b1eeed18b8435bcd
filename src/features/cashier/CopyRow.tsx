import cashierTexts from '../../i18n/sections/cashier.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { showToast } from '../../store/toasts.ts';
import { copyText } from './copy-text.ts';
import styles from './cashier.module.css';

export interface CopyRowProps {
  label: string;
  value: string;
  /** `data-copy` for tests and styling, e.g. 'reference'. */
  id: string;
}

/**
 * One detail the borrower types into their wallet or bank (business number, reference, account number):
 * large enough to read off the screen, with Copy beside it. 'Copied' or 'Copy failed' (spec section 8)
 * says how it went: a refused clipboard still leaves the number on screen.
 */
export function CopyRow({ label, value, id }: CopyRowProps) {
  const t = useT(cashierTexts);
  const copy = async () => {
    const copied = await copyText(value);
    showToast(t(copied ? 'cashier.static.copied' : 'cashier.static.copyFailed'), {
      kind: copied ? 'success' : 'error',
    });
  };
  return (
    <div className={styles.row} data-copy={id}>
      <p className={styles.rowText}>
        <span className={styles.rowLabel}>{label}</span>
        <span className={styles.rowValue}>{value}</span>
      </p>
      <Button
        variant="secondary"
        className={styles.copy}
        aria-label={t('cashier.static.copyOf', { name: label })}
        onClick={() => void copy()}
      >
        {t('cashier.static.copy')}
      </Button>
    </div>
  );
}

/** A detail without Copy (the amount, the wallet's name). */
export function DetailRow({ label, value, id }: CopyRowProps) {
  return (
    <div className={styles.row} data-detail={id}>
      <p className={styles.rowText}>
        <span className={styles.rowLabel}>{label}</span>
        <span className={styles.rowValue}>{value}</span>
      </p>
    </div>
  );
}
