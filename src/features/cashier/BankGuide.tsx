import cashierTexts from '../../i18n/sections/cashier.ts';
import type { PayOrder } from '../../contract/entities.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { CopyRow, DetailRow } from './CopyRow.tsx';
import styles from './cashier.module.css';

/** The bank-transfer guide: where to send how much, the reference to write, each with Copy, and the steps. */
export function BankGuide({ order }: { order: PayOrder }) {
  const t = useT(cashierTexts);
  const bank = order.bankName ?? '';
  const amount = formatMoney(order.amount);
  return (
    <section className={styles.card} aria-labelledby="cashier-bank" data-guide="bank">
      <h2 id="cashier-bank" className={styles.heading}>
        {t('cashier.bank.title')}
      </h2>
      <div className={styles.rows}>
        {bank ? <DetailRow id="bank" label={t('cashier.bank.bankName')} value={bank} /> : null}
        <DetailRow id="accountName" label={t('cashier.bank.accountName')} value={order.accountName} />
        <CopyRow id="account" label={t('cashier.bank.accountNumber')} value={order.payBill} />
        <CopyRow id="reference" label={t('cashier.static.reference')} value={order.reference} />
        <DetailRow id="amount" label={t('cashier.static.amount')} value={amount} />
      </div>
      <ol className={styles.steps}>
        <li>{t('cashier.bank.step1', { bank, amount, account: order.payBill, name: order.accountName })}</li>
        <li>{t('cashier.bank.step2', { reference: order.reference })}</li>
        <li>{t('cashier.bank.step3')}</li>
      </ol>
    </section>
  );
}
