import loanFiguresTexts from '../../i18n/sections/loan-figures.ts';
import meTexts from '../../i18n/sections/me.ts';
import texts from '../../i18n/sections/repay.ts';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { RepaymentDetail } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { currentLocation, goBack, useQuery } from '../../routing/hash-location.ts';
import { PATHS, withQuery, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { FigureList } from '../../ui/FigureList.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Page } from '../../ui/Page.tsx';
import { repayFigures } from './repay-figures.ts';
import styles from './repay.module.css';
import { BreakableMoney } from './BreakableMoney.tsx';
import { RepayDetailAmount } from './RepayDetailAmount.tsx';
import { RepayDetailCoupons } from './RepayDetailCoupons.tsx';
import { RepayDetailFinished } from './RepayDetailFinished.tsx';
import { RepayDetailPending } from './RepayDetailPending.tsx';
import { RepayDetailRollover } from './RepayDetailRollover.tsx';
import { useRepayment } from './useRepayment.ts';

/**
 * Repay detail (steps 2 and 3): what the borrower owes and why, the amount to pay now with the rules of
 * spec section 5, coupons, and the rollover when the server offers it. Pay goes to the cashier.
 */
export default function RepayDetailScreen({ title }: ScreenProps) {
  const t = useT(meTexts, texts, loanFiguresTexts);
  const { token } = useSnapshot(session);
  const { orderNo } = useQuery();
  const repayment = useRepayment(orderNo, Boolean(token));
  const [typed, setTyped] = useState('');
  const { view, detail } = repayment;

  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      <div className={styles.screen} data-state={view}>
        {view === 'visitor' ? (
          <EmptyState
            title={t('me.greetingGuest')}
            body={t('me.guestBody')}
            action={
              <Button block href={`#${withQuery(PATHS.login, { redirect: currentLocation() })}`}>
                {t('me.loginEntry')}
              </Button>
            }
          />
        ) : view === 'failed' ? (
          <ErrorState
            message={t('repay.loadFailed')}
            retryLabel={t('common.retry')}
            onRetry={repayment.reload}
          />
        ) : view === 'loading' ? (
          <LoadingLine>{t('common.loading')}</LoadingLine>
        ) : view === 'none' || view === 'notYet' ? (
          <EmptyState
            title={t('repay.noLoanTitle')}
            body={t(view === 'none' ? 'repay.noLoanBody' : 'repay.notYetBody')}
            action={
              <Button block variant="secondary" href={`#${PATHS.home}`}>
                {t('screens.goHome')}
              </Button>
            }
          />
        ) : view === 'finished' && detail ? (
          <RepayDetailFinished />
        ) : detail ? (
          <>
            {detail.pendingPayOrder ? (
              <RepayDetailPending order={detail.pendingPayOrder} onSettled={repayment.reload} />
            ) : null}
            <Summary detail={detail} />
            <RepayDetailAmount detail={detail} typed={typed} onTyped={setTyped} />
            {detail.rolloverAvailable ? <RepayDetailRollover orderNo={detail.orderNo} /> : null}
            <RepayDetailCoupons
              orderNo={detail.orderNo}
              owed={detail.unpaidAmount}
              onApplied={repayment.reload}
            />
            <FigureList label={t('repay.figuresLabel')} figures={repayFigures(t, detail)} />
          </>
        ) : null}
      </div>
    </Page>
  );
}

/** What is owed now and by when; an overdue loan says how late it is and what each day adds. */
function Summary({ detail }: { detail: RepaymentDetail }) {
  const t = useT(meTexts, texts, loanFiguresTexts);
  return (
    <section className={styles.card} aria-labelledby="repay-owed" data-state={detail.state}>
      <p id="repay-owed" className={styles.owedLabel}>
        {t('repay.owedLabel')}
      </p>
      <p className={styles.owed} data-testid="repay-owed">
        <BreakableMoney text={formatMoney(detail.unpaidAmount)} money={formatMoney(detail.unpaidAmount)} />
      </p>
      {detail.penalty > 0 ? (
        // "Still to pay" is more than the loan and interest: say why, right under it.
        <p className={styles.due} data-testid="repay-owed-penalty">
          {t('repay.owedWithPenalty', { penalty: formatMoney(detail.penalty) })}
        </p>
      ) : null}
      {detail.dueDate !== null ? (
        <p className={styles.due}>{t('repay.dueOn', { date: formatDate(detail.dueDate) })}</p>
      ) : null}
      {detail.state === 'overdue' ? (
        <p className={styles.alert} role="alert" data-testid="repay-overdue">
          {t('repay.overdue', {
            days: formatNumber(detail.overdueDays),
            penalty: formatMoney(detail.penaltyPerDay),
          })}
        </p>
      ) : null}
    </section>
  );
}
