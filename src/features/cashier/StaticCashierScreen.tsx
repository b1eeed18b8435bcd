import texts from '../../i18n/sections/cashier.ts';
import { useSnapshot } from 'valtio';
import { payOrderStatus } from '../../api/payment.ts';
import type { PayOrder } from '../../contract/entities.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { goBack, useQuery } from '../../routing/hash-location.ts';
import { PATHS, withQuery, type ScreenProps } from '../../routing/routes.ts';
import { walletName } from '../../store/market.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusText } from '../../ui/StatusText.tsx';
import { cashierQuery, readCashierQuery } from './cashier-query.ts';
import { CopyRow, DetailRow } from './CopyRow.tsx';
import { LoginFirst } from '../../loan-ui/LoginFirst.tsx';
import { settledProblem, stepOf } from './payment-state.ts';
import { ProblemNote } from './ProblemNote.tsx';
import { paidText, useAfterPaid } from './useAfterPaid.ts';
import { usePolling } from '../../loan-ui/usePolling.ts';
import { WalletSteps } from './WalletSteps.tsx';
import styles from './cashier.module.css';

const settled = (order: PayOrder) => order.state !== 'pending';

/**
 * The static cashier (`#/repay/static_cashier?payOrderId=…`): pay a bill payment order from the wallet's
 * own menu. The wallet, the business (pay bill) number and the reference, each with Copy, the amount, and
 * the wallet's steps; the order is followed until the money arrives, as on the cashier.
 */
export default function StaticCashierScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const query = useQuery();
  const { token } = useSnapshot(session);
  const payOrderId = (query.payOrderId ?? '').trim();
  const poll = usePolling(
    token && payOrderId ? payOrderId : null,
    () => payOrderStatus(payOrderId, { background: true, quiet: true }),
    settled,
  );
  const order = poll.value;
  useAfterPaid(order);
  const read = readCashierQuery(query);
  // The way back keeps the amount and the channel, so another way to pay is one tap.
  const back = read.ok
    ? withQuery(PATHS.cashier, {
        ...cashierQuery(read.request),
        ...(order ? { channelId: order.channelId, method: order.method } : {}),
      })
    : PATHS.home;
  const step = order ? stepOf(order) : payOrderId ? 'loading' : 'missing';
  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      <div className={styles.body} data-state={step}>
        {!token ? (
          <LoginFirst />
        ) : !payOrderId ? (
          <ProblemNote problem={{ key: 'cashier.messages.payOrderIdEmpty' }} />
        ) : !order ? (
          poll.failing ? (
            <p className={styles.status}>{t('cashier.waiting.pollFailing')}</p>
          ) : (
            <Spinner size={40} />
          )
        ) : (
          <>
            <ProblemNote problem={settledProblem(order)} />
            {step === 'paid' ? (
              <StatusText className={`${styles.lead} ${styles.done}`}>{paidText(order)}</StatusText>
            ) : null}
            <div className={`${styles.card} ${styles.rows}`}>
              <DetailRow id="wallet" label={t('cashier.static.wallet')} value={walletLabel(order)} />
              <CopyRow id="payBill" label={t('cashier.static.payBill')} value={order.payBill} />
              <CopyRow id="reference" label={t('cashier.static.reference')} value={order.reference} />
              <DetailRow id="amount" label={t('cashier.static.amount')} value={formatMoney(order.amount)} />
            </div>
            {step === 'waiting' ? (
              <>
                <WalletSteps order={order} wallet={walletLabel(order)} />
                <p className={styles.lead} aria-live="polite">
                  {t('cashier.waiting.checking')}
                </p>
                {poll.failing ? (
                  <StatusText className={styles.muted}>{t('cashier.waiting.pollFailing')}</StatusText>
                ) : null}
              </>
            ) : null}
          </>
        )}
        <Button block variant="secondary" href={`#${back}`}>
          {t('cashier.static.backToCashier')}
        </Button>
      </div>
    </Page>
  );
}

/** The wallet's brand name from the market's data; a channel the market does not list keeps its id. */
function walletLabel(order: PayOrder): string {
  return walletName(order.channelId as Parameters<typeof walletName>[0]);
}
