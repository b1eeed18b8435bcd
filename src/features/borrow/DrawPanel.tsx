import loanFiguresTexts from '../../i18n/sections/loan-figures.ts';
import borrowTexts from '../../i18n/sections/borrow.ts';
import hintTexts from '../../i18n/sections/loan-hint.ts';
import { useState } from 'react';
import { getMoney } from '../../api/loan.ts';
import { latestOrder } from '../../api/latest-order.ts';
import { confirmProductInfo } from '../../api/quote.ts';
import { useRequest } from '../../lib/useRequest.ts';
import type { LoanStep } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useT } from '../../i18n/i18n.ts';
import { useDecisionKey } from '../../lib/decision-key.ts';
import { routeByStep } from '../../loan/steps.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { FigureList } from '../../ui/FigureList.tsx';
import { StatusText } from '../../ui/StatusText.tsx';
import styles from './borrow.module.css';
import { quoteFigures } from './loan-figures.ts';
import { useSingleFlight } from '../../lib/useSingleFlight.ts';
import { moneyAction } from './lost-reply.ts';
import { MovedOn } from './MovedOn.tsx';
import { WalletLine } from './WalletLine.tsx';

const land = (step: LoanStep) => {
  if (!routeByStep(step.stepCode, step.query, navigate)) navigate(PATHS.home);
};

/** Step 18: the loan is approved; the borrower sees the final figures and takes the money. */
export function DrawPanel({ orderNo }: { orderNo: string }) {
  const t = useT(hintTexts, borrowTexts, loanFiguresTexts);
  const order = useRequest(async () => {
    const latest = await latestOrder();
    if (latest?.orderNo !== orderNo || latest.state !== 'approved') return { latest, dueDate: null };
    // The due date if the money is taken now: the server's quote for the same product and amount (an
    // approved order has none of its own until the money goes out). Without it the other figures still show.
    const quote = await confirmProductInfo(
      { productId: latest.productId, amount: latest.amount },
      { background: true, quiet: true },
    ).catch(() => null);
    return { latest, dueDate: quote?.dueDate ?? null };
  }, [orderNo]);
  const decision = useDecisionKey();
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [take, taking] = useSingleFlight(async () => {
    setUnconfirmed(false);
    const outcome = await moneyAction(
      decision,
      orderNo,
      (idempotencyKey) => getMoney(orderNo, { idempotencyKey }),
      // The money was asked for if the order left `approved` (disbursing, or already decided).
      (home) => home.order?.orderNo === orderNo && home.order.state !== 'approved',
    );
    if (outcome.kind === 'replied') land(outcome.reply);
    else if (outcome.kind === 'happened' && outcome.home.loan) land(outcome.home.loan);
    else if (outcome.kind === 'unknown') setUnconfirmed(true);
  });

  if (order.state === 'failed') {
    return (
      <ErrorState message={t('borrow.loadFailed')} retryLabel={t('common.retry')} onRetry={order.retry} />
    );
  }
  const data = order.data?.latest;
  if (!order.data || data === undefined) return null;
  if (!data || data.orderNo !== orderNo || data.state !== 'approved') {
    // The order moved on (the money is on its way, taken, cancelled after its window): where it stands.
    return <MovedOn order={data && data.orderNo === orderNo ? data : null} />;
  }
  return (
    <div className={styles.stack} data-state="approved">
      <p className={styles.lead}>{t('borrow.approvedTitle')}</p>
      {data.drawBefore ? (
        <p className={styles.muted}>
          {t('loan.hint.approved', { date: formatDate(data.drawBefore, 'DD-MM-YYYY HH:mm') })}
        </p>
      ) : null}
      <FigureList label={t('borrow.figuresLabel')} figures={quoteFigures(t, data, order.data.dueDate)} />
      <WalletLine wallet={data.wallet} />
      <Button block loading={taking} onClick={() => void take()}>
        {t('loan.action.getMoney')}
      </Button>
      {unconfirmed ? <StatusText className={styles.status}>{t('borrow.unconfirmed')}</StatusText> : null}
    </div>
  );
}
