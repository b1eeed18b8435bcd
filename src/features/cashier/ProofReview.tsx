import cashierTexts from '../../i18n/sections/cashier.ts';
import type { PaymentProof } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { PATHS, withQuery } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './cashier.module.css';

/** Where a sent proof stands: under review (and by when), accepted, or refused with the reason. */
export function ProofReview({ proof }: { proof: PaymentProof }) {
  const t = useT(cashierTexts);
  const text =
    proof.state === 'reviewing'
      ? t('cashier.proof.reviewing', { time: formatDate(proof.reviewBy, 'DD-MM-YYYY HH:mm') })
      : proof.state === 'accepted'
        ? t('cashier.proof.accepted', { amount: formatMoney(proof.amount) })
        : proof.reason
          ? t('cashier.proof.refused', { reason: proof.reason })
          : t('cashier.proof.refusedNoReason');
  return (
    <section className={styles.card} data-proof={proof.state} aria-live="polite">
      <p
        className={
          proof.state === 'refused'
            ? styles.problem
            : `${styles.lead} ${proof.state === 'accepted' ? styles.done : ''}`
        }
      >
        {text}
      </p>
      {proof.state === 'accepted' ? (
        <Button block href={`#${withQuery(PATHS.repayDetail, { orderNo: proof.orderNo })}`}>
          {t('cashier.seeLoan')}
        </Button>
      ) : null}
    </section>
  );
}
