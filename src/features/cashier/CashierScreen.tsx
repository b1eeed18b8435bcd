import texts from '../../i18n/sections/cashier.ts';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n.ts';
import { goBack, navigate, useQuery } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { DisplayMoney } from '../../ui/DisplayMoney.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusText } from '../../ui/StatusText.tsx';
import { session } from '../../store/session.ts';
import { readCashierQuery, type CashierRequest } from './cashier-query.ts';
import { ChannelForm } from './ChannelForm.tsx';
import { LoginFirst } from '../../loan-ui/LoginFirst.tsx';
import { ProblemNote } from './ProblemNote.tsx';
import { paidText } from './useAfterPaid.ts';
import { useCashier } from './useCashier.ts';
import { WaitingPanel } from './WaitingPanel.tsx';
import styles from './cashier.module.css';

/**
 * The cashier (`#/repay/cashier?orderNo=…&amount=…[&purpose=rollover]`): the amount, the channels from
 * the server, how to pay, then the payment followed until it settles. Paid → back to the loan; failed or
 * timed out → said, with the channel and amount kept for another try.
 */
export default function CashierScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const query = useQuery();
  const { token } = useSnapshot(session);
  const read = readCashierQuery(query);
  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      <div className={styles.body}>
        {!token ? (
          <LoginFirst />
        ) : read.ok ? (
          <CashierBody request={read.request} query={query} />
        ) : (
          <>
            <ProblemNote problem={{ key: read.problem }} />
            <Button block variant="secondary" onClick={() => navigate(PATHS.home)}>
              {t('screens.goHome')}
            </Button>
          </>
        )}
      </div>
    </Page>
  );
}

function CashierBody({ request, query }: { request: CashierRequest; query: Record<string, string> }) {
  const t = useT(texts);
  const cashier = useCashier(request, query);
  const { channels, order, step } = cashier;
  return (
    <div data-state={step}>
      <section className={styles.card} aria-label={t('cashier.amountLabel')}>
        <p className={styles.amountLabel}>
          {t(request.purpose === 'rollover' ? 'cashier.rolloverLabel' : 'cashier.amountLabel')}
        </p>
        <p className={styles.amount}>
          <DisplayMoney value={request.amount} />
        </p>
      </section>
      <ProblemNote problem={cashier.problem} />
      {step === 'checking' ? (
        <StatusText className={styles.lead}>{t('cashier.lost.checking')}</StatusText>
      ) : step === 'waiting' ? (
        <WaitingPanel
          order={order}
          request={request}
          bank={cashier.channel?.kind === 'bank' || Boolean(order?.bankName)}
          pollFailing={cashier.pollFailing}
          onOtherWay={cashier.otherWay}
        />
      ) : step === 'paid' && order ? (
        <StatusText className={`${styles.lead} ${styles.done}`}>{paidText(order)}</StatusText>
      ) : channels.state === 'loading' ? (
        <Spinner size={40} />
      ) : channels.state === 'failed' ? (
        <ErrorState
          message={t('cashier.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={channels.retry}
        />
      ) : (channels.data?.channels.length ?? 0) === 0 ? (
        <EmptyState title={t('cashier.noChannels')} />
      ) : (
        <ChannelForm cashier={cashier} amount={request.amount} />
      )}
    </div>
  );
}
