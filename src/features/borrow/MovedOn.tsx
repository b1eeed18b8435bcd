import loanHintTexts from '../../i18n/sections/loan-hint.ts';
import borrowTexts from '../../i18n/sections/borrow.ts';
import type { LoanOrder } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useT } from '../../i18n/i18n.ts';
import { nextAction, STATE_LABEL } from '../../loan/order-status.ts';
import { stateHint } from '../../loan/order-hint.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './borrow.module.css';

/**
 * "Get my money" for an order that is no longer approved: Back from the payout, or a second look after
 * taking it. Says where the order stands now (the money is being sent, it was sent, cancelled…) with the
 * way there, instead of a refusal that looks like a failure. `order` null: not the borrower's latest.
 */
export function MovedOn({ order }: { order: LoanOrder | null }) {
  const t = useT(borrowTexts, loanHintTexts);
  if (!order) {
    return (
      <div className={styles.stack} data-state="moved-on">
        <p className={styles.status}>{t('borrow.notApproved')}</p>
        <Button block onClick={() => navigate(PATHS.home)}>
          {t('screens.goHome')}
        </Button>
      </div>
    );
  }
  const action = nextAction({ stepCode: order.stepCode, query: { orderNo: order.orderNo } }, order);
  const hint = stateHint(order, t, formatDate);
  return (
    <div className={styles.stack} data-state={order.state}>
      <p className={styles.lead}>{t(STATE_LABEL[order.state])}</p>
      {hint ? <p className={styles.status}>{hint}</p> : null}
      <Button block onClick={() => navigate(action.to)}>
        {t(action.label)}
      </Button>
    </div>
  );
}
