import type { LoanOrder, LoanStep } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { nextAction } from '../../loan/order-status.ts';
import { navigate } from '../../routing/hash-location.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './borrow.module.css';

/**
 * Confirm borrow for a borrower who already has an open loan (one loan at a time, spec section 4): said
 * before they choose anything, with the one thing they can do about that loan (review, money, repay…).
 */
export function OpenLoanNotice({ step, order }: { step: LoanStep; order: LoanOrder | null }) {
  const t = useT();
  const action = nextAction(step, order);
  return (
    <div className={styles.stack} data-state="open-loan">
      <p className={styles.lead}>{t('errors.openLoan')}</p>
      <Button block onClick={() => navigate(action.to)}>
        {t(action.label)}
      </Button>
    </div>
  );
}
