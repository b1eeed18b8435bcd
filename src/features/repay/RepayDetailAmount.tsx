import repayTexts from '../../i18n/sections/repay.ts';
import { useState } from 'react';
import type { RepaymentDetail } from '../../contract/entities.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { market } from '../../store/market.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS, withQuery } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { BreakableMoney } from './BreakableMoney.tsx';
import { checkRepayAmount, MIN_REPAY_SHILLINGS, type RepayLimits } from './repay-amount.ts';
import styles from './repay.module.css';

export interface RepayDetailAmountProps {
  detail: RepaymentDetail;
  /** What the borrower typed: kept by the screen, so a reload (after a coupon, a fault) loses nothing. */
  typed: string;
  onTyped: (value: string) => void;
}

/**
 * The amount to repay with every rule of spec section 5, the full amount one tap away, and Pay, which
 * goes to the cashier with the amount in integer shillings. An amount that fails a rule sends nothing.
 */
export function RepayDetailAmount({ detail, typed, onTyped }: RepayDetailAmountProps) {
  const t = useT(repayTexts);
  // Judged on Pay, then again on every keystroke so the message follows what is typed.
  const [judged, setJudged] = useState(false);
  const limits: RepayLimits = {
    unpaid: detail.unpaidAmount,
    minRepayAmount: detail.minRepayAmount,
    repayStep: detail.repayStep,
  };
  const verdict = checkRepayAmount(typed, limits);
  const error = judged && !verdict.ok ? t(verdict.message, verdict.params) : undefined;
  const min = formatMoney(
    Math.min(Math.max(MIN_REPAY_SHILLINGS, detail.minRepayAmount), detail.unpaidAmount),
  );
  const max = formatMoney(detail.unpaidAmount);
  const hint =
    detail.repayStep > 1
      ? t('repay.amount.rangeStep', { min, max, step: formatMoney(detail.repayStep) })
      : t('repay.amount.range', { min, max });

  const pay = () => {
    setJudged(true);
    if (!verdict.ok) return;
    navigate(withQuery(PATHS.cashier, { orderNo: detail.orderNo, amount: String(verdict.amount) }));
  };

  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
    >
      <TextField
        label={t('repay.amount.label')}
        hint={hint}
        error={error}
        value={typed}
        onChange={onTyped}
        inputMode="decimal"
        autoComplete="off"
        name="repayAmount"
        prefix={<span aria-hidden="true">{market.currency}</span>}
      />
      <Button
        type="button"
        variant="secondary"
        block
        onClick={() => {
          onTyped(String(detail.unpaidAmount));
          setJudged(false);
        }}
      >
        <BreakableMoney text={t('repay.amount.full', { amount: max })} money={max} />
      </Button>
      {/* Overdue: every day adds a penalty, so the way to stop it looks urgent (the danger colour). */}
      <Button
        type="submit"
        block
        className={detail.state === 'overdue' ? styles.urgent : undefined}
        data-urgent={detail.state === 'overdue' || undefined}
      >
        {t('repay.amount.pay')}
      </Button>
    </form>
  );
}
