import texts from '../../i18n/sections/borrow.ts';
import { useEffect, useState } from 'react';
import { serverNow } from '../../api/server-clock.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useT } from '../../i18n/i18n.ts';
import { nextAction } from '../../loan/order-status.ts';
import { navigate, useQuery } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { Page } from '../../ui/Page.tsx';
import { StatusText } from '../../ui/StatusText.tsx';
import styles from './borrow.module.css';
import { useOrderPolling } from './useOrderPolling.ts';

/** Spec section 4: the review counts down about 5 minutes; the result comes within 24 hours at worst. */
const REVIEW_COUNTDOWN_S = 5 * 60;

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Step 1: the application is being reviewed. A countdown, what to expect, and a quiet poll that moves the
 * borrower on as soon as the server decides (approved → take the money; rejected → the reason).
 */
export default function ReviewTipsScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const { orderNo } = useQuery();
  // The wait is over once the review is decided (the screen then moves on by itself).
  const { order, failing, unreadable, refresh } = useOrderPolling(orderNo, (o) => o.state !== 'under_review');
  // The server's clock, not the phone's: a phone clock off by days must not show "145460:35".
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);

  const decided = order && order.orderNo === orderNo && order.state !== 'under_review';
  useEffect(() => {
    if (!decided || !order) return;
    navigate(nextAction({ stepCode: order.stepCode, query: { orderNo: order.orderNo } }, order).to, {
      replace: true,
    });
  }, [decided, order]);

  // Never more than the usual review, whatever the clocks say.
  const left = order
    ? Math.min(REVIEW_COUNTDOWN_S, Math.max(0, order.appliedAt + REVIEW_COUNTDOWN_S - Math.floor(now / 1000)))
    : null;
  return (
    <Page title={t(title)}>
      <div className={styles.stack} data-state={order ? order.state : 'loading'}>
        <p className={styles.lead}>{t('borrow.reviewTitle')}</p>
        {left !== null ? (
          <p className={styles.countdown} aria-label={t('borrow.countdownLabel', { time: clock(left) })}>
            {clock(left)}
          </p>
        ) : null}
        <p className={styles.status}>{left === 0 ? t('borrow.reviewLonger') : t('borrow.reviewSoon')}</p>
        {order?.expectedAt ? (
          <p className={styles.muted}>
            {t('borrow.expectedBy', { time: formatDate(order.expectedAt, 'DD-MM-YYYY HH:mm') })}
          </p>
        ) : null}
        <p className={styles.muted}>{t('borrow.reviewWorst')}</p>
        {unreadable ? (
          <ErrorState message={t('errors.badReply')} retryLabel={t('common.retry')} onRetry={refresh} />
        ) : failing ? (
          <StatusText className={styles.muted}>{t('borrow.pollFailing')}</StatusText>
        ) : null}
        <Button block variant="secondary" onClick={() => navigate(PATHS.home)}>
          {t('screens.goHome')}
        </Button>
      </div>
    </Page>
  );
}
