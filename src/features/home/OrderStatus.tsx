import type { LoanOrder } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../i18n/format.ts';
import { STATE_LABEL, STATE_TONE, stateHint } from '../../loan/order-status.ts';
import styles from './home.module.css';

/** The latest loan on Home: its state in words, the hint for that state, and the amount it is about. */
export function OrderStatus({ order }: { order: LoanOrder }) {
  const t = useT();
  const hint = stateHint(order, t);
  return (
    <section
      className={styles.order}
      data-state={order.state}
      data-tone={STATE_TONE[order.state]}
      data-testid="order-status"
      aria-label={t('home.orderLabel')}
    >
      <p className={styles.orderHead}>
        <span className={styles.badge}>{t(STATE_LABEL[order.state])}</span>
        <span>{formatMoney(order.amount)}</span>
      </p>
      {hint ? <p className={styles.orderHint}>{hint}</p> : null}
    </section>
  );
}
