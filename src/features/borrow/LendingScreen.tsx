import texts from 'virtual:screen-texts/borrow';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../api/errors.ts';
import { cancelDrawMoney } from '../../api/loan.ts';
import { BusinessCode } from '../../contract/codes.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney } from '../../i18n/format.ts';
import { addTexts, useT } from '../../i18n/i18n.ts';
import { STATE_LABEL, stateHint } from '../../loan/order-status.ts';
import { goBack, navigate, useQuery } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusText } from '../../ui/StatusText.tsx';
import { showToast } from '../../ui/toast-store.ts';
import styles from './borrow.module.css';
import { LoginFirst } from '../../loan/LoginFirst.tsx';
import { useOrderPolling } from './useOrderPolling.ts';
import { useSingleFlight } from '../../lib/useSingleFlight.ts';
import { WalletLine } from './WalletLine.tsx';

// This screen's texts travel with its chunk (src/i18n/screen-texts.ts).
addTexts(texts);

/**
 * Step 7: the money is on its way. The expected time, a cancel while the server still allows it, and
 * the outcome when it comes: sent (with the due date and what to repay), failed (check the wallet and
 * apply again) or cancelled.
 */
export default function LendingScreen({ title }: ScreenProps) {
  const t = useT();
  const { token } = useSnapshot(session);
  const { orderNo } = useQuery();
  const { order, failing } = useOrderPolling(token ? orderNo : undefined);
  const [cancel, cancelling] = useSingleFlight(async () => {
    if (!orderNo) return;
    try {
      await cancelDrawMoney(orderNo);
      showToast(t('borrow.cancelled'), { kind: 'success' });
    } catch (error) {
      // The refusal has its own words; transport failures were already toasted by the API layer.
      if (error instanceof ApiError && error.code === BusinessCode.cancelRefused) {
        showToast(t('borrow.cancelFailed'), { kind: 'error' });
      }
      throw error;
    }
  });

  const mine = order && order.orderNo === orderNo ? order : null;
  const state = mine?.state ?? 'loading';
  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      {!token ? (
        <LoginFirst />
      ) : (
        <div className={styles.stack} data-state={state}>
          {!mine ? (
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
                <Button block variant="secondary" loading={cancelling} onClick={() => void cancel()}>
                  {t('borrow.cancel')}
                </Button>
              ) : null}
            </>
          ) : (
            <>
              <p className={styles.lead}>{t(STATE_LABEL[mine.state])}</p>
              <p className={styles.status}>
                {mine.state === 'disbursed' || mine.state === 'repaying'
                  ? t('borrow.sent', {
                      amount: formatMoney(mine.receivedAmount),
                      repay: formatMoney(mine.unpaidAmount),
                      date: mine.dueDate ? formatDate(mine.dueDate) : '',
                    })
                  : stateHint(mine, t, formatDate)}
              </p>
              {mine.state === 'disbursed' || mine.state === 'repaying' ? (
                <WalletLine wallet={mine.wallet} />
              ) : null}
              <Button block onClick={() => navigate(PATHS.home)}>
                {t('screens.goHome')}
              </Button>
            </>
          )}
          {failing ? <StatusText className={styles.muted}>{t('borrow.pollFailing')}</StatusText> : null}
        </div>
      )}
    </Page>
  );
}
