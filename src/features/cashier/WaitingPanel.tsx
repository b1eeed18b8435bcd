import cashierTexts from '../../i18n/sections/cashier.ts';
import type { PayOrder } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatPhone } from '../../lib/phone.ts';
import { PATHS, withQuery } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusText } from '../../ui/StatusText.tsx';
import { BankGuide } from './BankGuide.tsx';
import type { CashierRequest } from './cashier-query.ts';
import { cashierQuery } from './cashier-query.ts';
import { QrGuide } from './QrGuide.tsx';
import styles from './cashier.module.css';

export interface WaitingPanelProps {
  order: PayOrder | null;
  request: CashierRequest;
  bank: boolean;
  pollFailing: boolean;
  onOtherWay: () => void;
}

/**
 * A payment on its way: what the borrower does now (approve the prompt on the phone, open the payment
 * page, or pay by bill with the QR code, the wallet menu or a bank transfer), and what the app is doing
 * (waiting for the money, until when, and whether it can reach the server).
 */
export function WaitingPanel({ order, request, bank, pollFailing, onOtherWay }: WaitingPanelProps) {
  const t = useT(cashierTexts);
  if (!order) return <Spinner size={40} />;
  const amount = formatMoney(order.amount);
  const staticCashier = withQuery(PATHS.staticCashier, {
    ...cashierQuery(request),
    payOrderId: order.payOrderId,
  });
  return (
    <div data-method={order.method}>
      {order.method === 'online' ? (
        <div className={styles.card}>
          {order.promptTo ? (
            <p className={styles.lead}>
              {t('cashier.waiting.prompt', { amount, phone: formatPhone(order.promptTo) })}
            </p>
          ) : null}
          {order.payUrl ? (
            <>
              <p className={styles.status}>{t('cashier.waiting.page', { amount })}</p>
              <Button block href={order.payUrl} target="_blank" rel="noopener noreferrer">
                {t('cashier.waiting.openPage')}
              </Button>
            </>
          ) : null}
        </div>
      ) : (
        <>
          <p className={styles.status}>{t('cashier.waiting.bill', { amount })}</p>
          {bank ? <BankGuide order={order} /> : <QrGuide order={order} />}
          {bank ? null : (
            <div className={styles.section}>
              <Button block variant="secondary" href={`#${staticCashier}`}>
                {t('cashier.walletMenu')}
              </Button>
            </div>
          )}
        </>
      )}
      <div className={styles.card} data-testid="payment-status">
        <p className={styles.lead} aria-live="polite">
          {t('cashier.waiting.checking')}
        </p>
        <p className={styles.status}>
          {t('cashier.waiting.expires', { time: formatDate(order.expiresAt, 'DD-MM-YYYY HH:mm') })}
        </p>
        {pollFailing ? (
          <StatusText className={styles.muted}>{t('cashier.waiting.pollFailing')}</StatusText>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button block variant="secondary" onClick={onOtherWay}>
          {t('cashier.waiting.otherWay')}
        </Button>
        <Button
          block
          variant="text"
          href={`#${withQuery(PATHS.paymentProof, { ...cashierQuery(request), channelId: order.channelId })}`}
        >
          {t('cashier.proofLink')}
        </Button>
      </div>
    </div>
  );
}
