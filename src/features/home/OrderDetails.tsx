import loanHintTexts from '../../i18n/sections/loan-hint.ts';
import figureTexts from '../../i18n/sections/loan-figures.ts';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { snapshot } from 'valtio/vanilla';
import { creditInfo } from '../../api/loan.ts';
import { useRequest } from '../../lib/useRequest.ts';
import type { HomepageData, LoanOrder } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { stateHint } from '../../loan/order-hint.ts';
import { nowSeconds, shouldAsk, type RatedOrder } from '../../loan/rating/rating-rule.ts';
import { device } from '../../store/device.ts';
import styles from './home.module.css';

/**
 * The rating popup's code (its dialog, texts and the store bridge, about 6 KB) downloads only when the
 * rule says it will show (issue 24: no screen downloads what it does not show). A download that fails
 * (offline) leaves Home as it is; the next open asks again.
 */
const RatingPopup = lazy<ComponentType<{ latest: RatedOrder }>>(() =>
  import('../../loan-ui/rating/RatingPopup.tsx').catch(() => ({ default: () => null })),
);

/**
 * Under the order's state on Home: the hint for that state and, when overdue, the repay-now prompt's
 * figures; once repaid, the higher limit the borrower has earned; and the rating popup, which asks about an order (src/loan/rating/rating-rule.ts says when).
 * Loaded after Home's first paint with dayjs (src/features/home/OrderStatus.tsx): only a borrower with an
 * order needs it, and Home's first script and texts have a byte budget.
 */
export function OrderDetails({ order, home }: { order: LoanOrder; home: HomepageData }) {
  const t = useT(figureTexts, loanHintTexts);
  const hint = stateHint(order, t, formatDate);
  // Repaid: the server's credit limit, shown when timely repayment raised it above the usual maximum.
  const finished = order.state === 'finished';
  const credit = useRequest(() => (finished ? creditInfo() : Promise.resolve(null)), [finished]);
  const higher = credit.data && credit.data.limit > home.maxAmount ? credit.data.limit : null;
  const { orderNo, state } = order;
  // Checked as the order shows; once due it stays mounted (it records that it asked as it shows).
  const [ratingDue, setRatingDue] = useState(false);
  useEffect(() => {
    // After this render, on a timer: the clock is not read while drawing, and a state set from a timer
    // is not a render cascading from the effect. The popup itself waits a little more and asks the rule
    // again before it shows.
    const timer = setTimeout(() => {
      if (shouldAsk(snapshot(device.popEvaluate), { orderNo, state }, nowSeconds())) setRatingDue(true);
    }, 0);
    return () => clearTimeout(timer);
  }, [orderNo, state]);
  return (
    <>
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
      {higher !== null ? (
        <p className={styles.higherLimit} data-testid="higher-limit">
          {t('loan.higherLimit', { max: formatMoney(higher, home.currency) })}
        </p>
      ) : null}
      {ratingDue ? (
        <Suspense fallback={null}>
          <RatingPopup latest={order} />
        </Suspense>
      ) : null}
    </>
  );
}
