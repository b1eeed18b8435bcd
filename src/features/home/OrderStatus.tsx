import { useEffect, useState } from 'react';
import type { LoanOrder } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../i18n/format.ts';
import { STATE_LABEL, STATE_TONE, stateHint } from '../../loan/order-status.ts';
import styles from './home.module.css';

type DateFormat = (value: number) => string;

/**
 * dayjs (src/i18n/dates.ts) downloads when Home has an order to show, not before Home can show:
 * only a borrower with an order needs a date, and the home route has a byte budget.
 */
let dates: Promise<DateFormat> | null = null;
const loadDates = () =>
  (dates ??= import('../../i18n/dates.ts').then(
    (module) => module.formatDate,
    (error: unknown) => {
      dates = null; // try again on the next render
      throw error;
    },
  ));

/** The latest loan on Home: its state in words, the hint for that state, and the amount it is about. */
export function OrderStatus({ order }: { order: LoanOrder }) {
  const t = useT();
  const [formatDate, setFormatDate] = useState<DateFormat | null>(null);
  useEffect(() => {
    let live = true;
    loadDates().then(
      (format) => live && setFormatDate(() => format),
      () => undefined, // no hint without its date; the state and amount still show
    );
    return () => {
      live = false;
    };
  }, []);
  const hint = formatDate ? stateHint(order, t, formatDate) : null;
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
      {order.state === 'overdue' ? (
        // What the days late cost so far, and what it takes to finish: the repay-now prompt's figures.
        <dl className={styles.orderFigures}>
          <div data-figure="penalty">
            <dt>{t('loan.figures.penalty')}</dt>
            <dd>{formatMoney(order.penalty)}</dd>
          </div>
          <div data-figure="unpaid">
            <dt>{t('loan.figures.unpaid')}</dt>
            <dd>{formatMoney(order.unpaidAmount)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
