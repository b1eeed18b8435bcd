import loanHintTexts from '../../i18n/sections/loan-hint.ts';
import texts from '../../i18n/sections/borrow.ts';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../api/errors.ts';
import { cancelDrawMoney } from '../../api/loan.ts';
import { BusinessCode } from '../../contract/codes.ts';
import type { LoanOrder } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { useDecisionKey } from '../../lib/decision-key.ts';
import { useSingleFlight } from '../../lib/useSingleFlight.ts';
import { STATE_LABEL } from '../../loan/order-status.ts';
import { stateHint } from '../../loan/order-hint.ts';
import { goBack, navigate, useQuery } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusText } from '../../ui/StatusText.tsx';
import { showToast } from '../../store/toasts.ts';
import styles from './borrow.module.css';
import { CancelDialog } from './CancelDialog.tsx';
import { LoginFirst } from '../../loan-ui/LoginFirst.tsx';
import { moneyAction } from './lost-reply.ts';
import { useOrderPolling } from './useOrderPolling.ts';
import { WalletLine } from './WalletLine.tsx';

/** Paid out: the money is in the wallet (repaying, or already overdue when the screen is opened late). */
const sent = (order: LoanOrder) =>
  order.state === 'disbursed' || order.state === 'repaying' || order.state === 'overdue';

/**
 * Step 7: the money is on its way. The expected time, a cancel (confirmed first) while the server still
 * allows it, and the outcome when it comes: sent (with the due date and what to repay), failed (check
 * or change the wallet and apply again) or cancelled. The heading follows the state; asking stops once
 * the payout is decided (src/loan-ui/usePolling.ts).
 */
export default function LendingScreen({ title }: ScreenProps) {
  const t = useT(texts, loanHintTexts);
  const { token } = useSnapshot(session);
  const { orderNo } = useQuery();
  const { order, failing, unreadable, refresh } = useOrderPolling(
    token ? orderNo : undefined,
    (o) => o.state !== 'disbursing',
  );
  const [confirming, setConfirming] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const decision = useDecisionKey();
  const [cancel, cancelling] = useSingleFlight(async () => {
    if (!orderNo) return;
    setConfirming(false);
    setUnconfirmed(false);
    try {
      const outcome = await moneyAction(
        decision,
        orderNo,
        (idempotencyKey) => cancelDrawMoney(orderNo, { idempotencyKey }),
        (home) => home.order?.orderNo === orderNo && home.order.state === 'cancelled',
      );
      if (outcome.kind === 'replied' || outcome.kind === 'happened') {
        showToast(t('borrow.cancelled'), { kind: 'success' });
      }
      if (outcome.kind === 'unknown') setUnconfirmed(true);
    } catch (error) {
      // The refusal has its own words; transport failures were already toasted by the API layer.
      if (error instanceof ApiError && error.code === BusinessCode.cancelRefused) {
        showToast(t('borrow.cancelFailed'), { kind: 'error' });
      }
      throw error;
    } finally {
      refresh(); // the order's state now, whatever the answer
    }
  });

  // An order the app could not read is never drawn, not even the last good one: the server's word on it
  // is in doubt. The loop keeps asking, so a server that recovers brings the screen back by itself.
  const mine = !unreadable && order && order.orderNo === orderNo ? order : null;
  const state = unreadable ? 'failed' : (mine?.state ?? 'loading');
  const heading = mine && mine.state !== 'disbursing' ? t(STATE_LABEL[mine.state]) : t(title);
  return (
    <Page title={heading} onBack={() => goBack()} backLabel={t('common.back')}>
      {!token ? (
        <LoginFirst />
      ) : (
        <div className={styles.stack} data-state={state}>
          {unreadable ? (
            <ErrorState message={t('errors.badReply')} retryLabel={t('common.retry')} onRetry={refresh} />
          ) : !mine ? (
            <Spinner size={40} />
          ) : mine.state === 'disbursing' ? (
            <>
              <p className={styles.lead}>
                {t('borrow.lendingTitle', { amount: formatMoney(mine.receivedAmount) })}
              </p>
              <WalletLine wallet={mine.wallet} />
              {mine.expectedAt ? (
                <p className={styles.status}>
                  {t('borrow.expectedBy', { time: formatDate(mine.expectedAt, 'DD-MM-YYYY HH:mm') })}
                </p>
              ) : null}
              <p className={styles.muted}>{t('borrow.lendingWorst')}</p>
              {mine.cancellable ? (
                <Button block variant="secondary" loading={cancelling} onClick={() => setConfirming(true)}>
                  {t('borrow.cancel')}
                </Button>
              ) : null}
              {unconfirmed ? (
                <StatusText className={styles.status}>{t('borrow.unconfirmed')}</StatusText>
              ) : null}
              <CancelDialog open={confirming} onOpenChange={setConfirming} onConfirm={() => void cancel()} />
            </>
          ) : (
            <>
              <p className={styles.status}>
                {sent(mine)
                  ? t('borrow.sent', {
                      amount: formatMoney(mine.receivedAmount),
                      repay: formatMoney(mine.unpaidAmount),
                      date: mine.dueDate ? formatDate(mine.dueDate) : '',
                    })
                  : stateHint(mine, t, formatDate)}
              </p>
              {sent(mine) || mine.state === 'payout_failed' ? <WalletLine wallet={mine.wallet} /> : null}
              {mine.state === 'payout_failed' ? (
                // The wallet may be why: see it above, change it with the usual add-wallet form.
                <Button block variant="secondary" onClick={() => navigate(PATHS.addBankCard)}>
                  {t('borrow.checkWallet')}
                </Button>
              ) : null}
              <Button block onClick={() => navigate(PATHS.home)}>
                {t('screens.goHome')}
              </Button>
            </>
          )}
          {failing && !unreadable ? (
            <StatusText className={styles.muted}>{t('borrow.pollFailing')}</StatusText>
          ) : null}
        </div>
      )}
    </Page>
  );
}
