import type { LoanState } from '../../contract/codes.ts';
import { useT } from '../../i18n/i18n.ts';
import { STATE_LABEL, STATE_TONE } from '../../loan/order-status.ts';
import styles from './records.module.css';

/** The state of a loan order in words (the one label table), coloured by its tone. */
export function StateTag({ state }: { state: LoanState }) {
  const t = useT();
  return (
    <span className={styles.tag} data-state={state} data-tone={STATE_TONE[state]}>
      {t(STATE_LABEL[state])}
    </span>
  );
}
