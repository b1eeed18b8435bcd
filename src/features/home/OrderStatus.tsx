import { useEffect, useState } from 'react';
import type { HomepageData, LoanOrder } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../i18n/format.ts';
import { STATE_LABEL, STATE_TONE } from '../../loan/order-status.ts';
import styles from './home.module.css';

type Details = typeof import('./OrderDetails.tsx').OrderDetails;

/**
 * The hint and the overdue figures (./OrderDetails.tsx, with dayjs and their texts) download when Home has
 * an order to show, not before Home can show: only a borrower with an order needs them, and the home
 * route has a byte budget (tests/e2e/bundle.e2e.test.ts).
 */
let details: Promise<Details> | null = null;
const loadDetails = () =>
  (details ??= import('./OrderDetails.tsx').then(
    (module) => module.OrderDetails,
    (error: unknown) => {
      details = null; // try again on the next render
      throw error;
    },
  ));

/** The latest loan on Home: its state in words, the amount it is about, then its hint and figures. */
export function OrderStatus({ order, home }: { order: LoanOrder; home: HomepageData }) {
  const t = useT();
  const [Details, setDetails] = useState<Details | null>(null);
  useEffect(() => {
    let live = true;
    loadDetails().then(
      (component) => live && setDetails(() => component),
      () => undefined, // without them, the state and amount still show
    );
    return () => {
      live = false;
    };
  }, []);
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
      {Details ? <Details order={order} home={home} /> : null}
    </section>
  );
}
