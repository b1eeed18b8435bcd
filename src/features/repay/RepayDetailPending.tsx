import repayTexts from '../../i18n/sections/repay.ts';
import { useEffect, useEffectEvent } from 'react';
import { payOrderStatus } from '../../api/payment.ts';
import type { PayOrder } from '../../contract/entities.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { usePolling } from '../../loan-ui/usePolling.ts';
import { PATHS, withQuery } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './repay.module.css';

const settled = (order: PayOrder) => order.state !== 'pending';

/** The cashier's link that resumes `order`: the same amount, channel, way to pay and payment order. */
function resumeLink(order: PayOrder): string {
  return withQuery(PATHS.cashier, {
    orderNo: order.orderNo,
    amount: String(order.amount),
    ...(order.purpose === 'rollover' ? { purpose: 'rollover' } : {}),
    channelId: order.channelId,
    method: order.method,
    payOrderId: order.payOrderId,
  });
}

/**
 * A payment order still pending on this loan (the repayment detail's `pendingPayOrder`): after a reload,
 * or the app killed while the borrower approved the payment in the wallet, the repay screen does not start
 * afresh but offers that payment first. It follows the order while shown and on return to the app
 * (usePolling); once it is settled the screen asks again for every figure (`onSettled`).
 */
export function RepayDetailPending({ order, onSettled }: { order: PayOrder; onSettled: () => void }) {
  const t = useT(repayTexts);
  const poll = usePolling(
    order.payOrderId,
    () => payOrderStatus(order.payOrderId, { background: true, quiet: true }),
    settled,
  );
  const done = poll.value !== null && settled(poll.value);
  // Settled while shown: the figures change (paid) or the offer goes (failed): ask for them again, once.
  const reload = useEffectEvent(onSettled);
  useEffect(() => {
    if (done) reload();
  }, [done]);
  if (done) return null;
  return (
    <section
      className={`${styles.card} ${styles.pending}`}
      aria-labelledby="repay-pending"
      data-testid="repay-pending"
    >
      <h2 id="repay-pending" className={styles.sectionTitle}>
        {t('repay.pending.title')}
      </h2>
      <p className={styles.due}>
        {t(order.purpose === 'rollover' ? 'repay.pending.rollover' : 'repay.pending.repay', {
          amount: formatMoney(order.amount),
        })}
      </p>
      <Button block href={`#${resumeLink(order)}`}>
        {t('repay.pending.continue')}
      </Button>
    </section>
  );
}
