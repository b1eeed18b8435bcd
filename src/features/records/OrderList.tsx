import loanHintTexts from '../../i18n/sections/loan-hint.ts';
import recordsTexts from '../../i18n/sections/records.ts';
import type { LoanOrder } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { orderDetailLocation } from '../../loan/order-status.ts';
import { LinkList, LinkRow, LinkRowLine } from '../../ui/LinkList.tsx';
import { stateHint } from '../../loan/order-hint.ts';
import { StateTag } from './StateTag.tsx';
import styles from './records.module.css';

/**
 * The borrower's orders, newest first as the server sends them. Each row is one link to the order's
 * detail, so its accessible name reads the whole row: product, amount, date, state and hint.
 */
export function OrderList({ orders, onOpen }: { orders: readonly LoanOrder[]; onOpen: () => void }) {
  const t = useT(recordsTexts, loanHintTexts);
  return (
    <LinkList label={t('records.listLabel')}>
      {orders.map((order) => {
        const hint = stateHint(order, t, formatDate);
        return (
          <LinkRow
            key={order.orderNo}
            href={`#${orderDetailLocation(order.orderNo)}`}
            data-state={order.state}
            onClick={onOpen}
          >
            <LinkRowLine>
              <span className={styles.product}>{order.productName}</span>
              <StateTag state={order.state} />
            </LinkRowLine>
            <LinkRowLine>
              <span className={styles.amount}>{formatMoney(order.amount)}</span>
              <span className={styles.date}>
                {t('records.appliedOn', { date: formatDate(order.appliedAt) })}
              </span>
            </LinkRowLine>
            {hint ? <span className={styles.hint}>{hint}</span> : null}
          </LinkRow>
        );
      })}
    </LinkList>
  );
}
