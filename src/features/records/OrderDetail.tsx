import loanFiguresTexts from '../../i18n/sections/loan-figures.ts';
import loanHintTexts from '../../i18n/sections/loan-hint.ts';
import recordsTexts from '../../i18n/sections/records.ts';
import { useEffect, useRef } from 'react';
import { creditInfo } from '../../api/loan.ts';
import { homepageData } from '../../api/portal.ts';
import { useRequest } from '../../lib/useRequest.ts';
import type { LoanOrder } from '../../contract/entities.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { nextAction, orderDetailLocation } from '../../loan/order-status.ts';
import { PATHS } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { formatDate } from '../../i18n/dates.ts';
import { stateHint } from '../../loan/order-hint.ts';
import { orderFigures } from './order-view.ts';
import { RejectSuggestions } from './RejectSuggestions.tsx';
import { StateTag } from './StateTag.tsx';
import styles from './records.module.css';

/**
 * One order: its state and hint, the one thing to do next, every figure that exists in its state, and
 * for a refusal the other products the server suggests.
 */
export function OrderDetail({ order, latest = false }: { order: LoanOrder; latest?: boolean }) {
  const t = useT(recordsTexts, loanHintTexts, loanFiguresTexts);
  const heading = useRef<HTMLHeadingElement>(null);
  const hint = stateHint(order, t, formatDate);
  const action = nextAction({ stepCode: order.stepCode, query: { orderNo: order.orderNo } }, order);
  // Rejected, cancelled, failed and finished orders lead to their own detail: this page, no button.
  const showAction = action.to !== orderDetailLocation(order.orderNo);

  // The list and the detail share one route: move focus so screen readers hear the new content.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <>
      <section className={styles.summary} aria-labelledby="order-heading" data-state={order.state}>
        <h2 id="order-heading" ref={heading} tabIndex={-1} className={styles.summaryTitle}>
          {order.productName}
        </h2>
        <p className={styles.summaryAmount}>{formatMoney(order.amount)}</p>
        <StateTag state={order.state} />
        {hint ? <p className={styles.summaryHint}>{hint}</p> : null}
        {showAction ? (
          <Button block href={`#${action.to}`}>
            {t(action.label)}
          </Button>
        ) : order.state === 'finished' && latest ? (
          // Repaid: the next loan (confirm borrow applies with apply-market-again for a returning borrower).
          <>
            <HigherLimit />
            <Button block href={`#${PATHS.confirmBorrow}`}>
              {t('loan.action.applyAgain')}
            </Button>
          </>
        ) : null}
      </section>
      <section className={styles.figures} aria-labelledby="order-figures">
        <h2 id="order-figures" className={styles.sectionTitle}>
          {t('records.figuresTitle')}
        </h2>
        <dl className={styles.figureList}>
          {orderFigures(order, t).map((figure) => (
            <div key={figure.id} className={styles.figure} data-figure={figure.id}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {order.state === 'rejected' ? <RejectSuggestions /> : null}
    </>
  );
}

/** The server's credit limit when timely repayment raised it above the usual maximum (spec section 9). */
function HigherLimit() {
  const t = useT(recordsTexts, loanHintTexts, loanFiguresTexts);
  const limits = useRequest(async () => {
    const [credit, home] = await Promise.all([creditInfo(), homepageData()]);
    return credit.limit > home.maxAmount ? credit.limit : null;
  }, []);
  if (limits.data === null || limits.data === undefined) return null;
  return <p className={styles.summaryHint}>{t('loan.higherLimit', { max: formatMoney(limits.data) })}</p>;
}
