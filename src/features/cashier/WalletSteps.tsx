import cashierTexts from '../../i18n/sections/cashier.ts';
import type { PayOrder } from '../../contract/entities.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT, type MessageKey, type KeysOf } from '../../i18n/i18n.ts';
import styles from './cashier.module.css';

type TextKey = MessageKey | KeysOf<typeof cashierTexts>;

/** The first step per wallet: its USSD code and menu (the rest is the same for every wallet). */
const FIRST_STEP: Readonly<Record<string, TextKey>> = {
  mpesa: 'cashier.steps.mpesa',
  tigo: 'cashier.steps.tigo',
  airtel: 'cashier.steps.airtel',
  halopesa: 'cashier.steps.halopesa',
};

/** Step-by-step instructions to pay a bill from a wallet's own menu, filled in with this order's details. */
export function WalletSteps({ order, wallet }: { order: PayOrder; wallet: string }) {
  const t = useT(cashierTexts);
  return (
    <section className={styles.card} aria-labelledby="cashier-steps" data-steps={order.channelId}>
      <h2 id="cashier-steps" className={styles.heading}>
        {t('cashier.static.stepsTitle', { wallet })}
      </h2>
      <ol className={styles.steps}>
        <li>{t(FIRST_STEP[order.channelId] ?? 'cashier.steps.other')}</li>
        <li>{t('cashier.steps.business', { payBill: order.payBill })}</li>
        <li>{t('cashier.steps.reference', { reference: order.reference })}</li>
        <li>{t('cashier.steps.amount', { amount: formatMoney(order.amount) })}</li>
        <li>{t('cashier.steps.pin')}</li>
      </ol>
    </section>
  );
}
