import { getMoney } from '../../api/loan.ts';
import { latestOrder } from '../../api/portal.ts';
import { useRequest } from '../../api/useRequest.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useT } from '../../i18n/i18n.ts';
import { routeByStep } from '../../loan/steps.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { FigureList } from '../../ui/FigureList.tsx';
import styles from './borrow.module.css';
import { quoteFigures } from './loan-figures.ts';
import { useSingleFlight } from '../../lib/useSingleFlight.ts';
import { WalletLine } from './WalletLine.tsx';

/** Step 18: the loan is approved; the borrower sees the final figures and takes the money. */
export function DrawPanel({ orderNo }: { orderNo: string }) {
  const t = useT();
  const order = useRequest(() => latestOrder(), [orderNo]);
  const [take, taking] = useSingleFlight(async () => {
    const step = await getMoney(orderNo);
    if (!routeByStep(step.stepCode, step.query, navigate)) navigate(PATHS.home);
  });

  if (order.state === 'failed') {
    return (
      <ErrorState message={t('borrow.loadFailed')} retryLabel={t('common.retry')} onRetry={order.retry} />
    );
  }
  const data = order.data;
  if (!data) return null;
  if (data.orderNo !== orderNo || data.state !== 'approved') {
    // The order moved on (taken, cancelled after its window): say so instead of offering a dead button.
    return (
      <div className={styles.stack}>
        <p className={styles.status}>{t('borrow.notApproved')}</p>
        <Button block onClick={() => navigate(PATHS.home)}>
          {t('screens.goHome')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.stack} data-state="approved">
      <p className={styles.lead}>{t('borrow.approvedTitle')}</p>
      {data.drawBefore ? (
        <p className={styles.muted}>
          {t('loan.hint.approved', { date: formatDate(data.drawBefore, 'DD-MM-YYYY HH:mm') })}
        </p>
      ) : null}
      <FigureList label={t('borrow.figuresLabel')} figures={quoteFigures(t, data, null)} />
      <WalletLine wallet={data.wallet} />
      <Button block loading={taking} onClick={() => void take()}>
        {t('loan.action.getMoney')}
      </Button>
    </div>
  );
}
