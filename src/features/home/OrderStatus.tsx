import type { LoanOrder } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../i18n/format.ts';
import { orderHint, STATE_LABEL, STATE_TONE } from '../../loan/order-status.ts';
import styles from './home.module.css';

/** The latest loan on Home: its state in words, the hint for that state, and the amount it is about. */
export function OrderStatus({ order }: { order: LoanOrder }) {
  const t = useT();
  const hint = orderHint(order);
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
      <p className={styles.orderHint}>{t(hint.key, hint.params)}</p>
    </section>
  );
}
