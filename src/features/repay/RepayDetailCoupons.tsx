import repayTexts from '../../i18n/sections/repay.ts';
import { ApiError } from '../../api/errors.ts';
import { applyCoupon, coupons } from '../../api/lottery.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { BusinessCode } from '../../contract/codes.ts';
import type { Coupon } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { useSingleFlight } from '../../lib/useSingleFlight.ts';
import { Button } from '../../ui/Button.tsx';
import { showToast } from '../../store/toasts.ts';
import { couponUse } from '../../loan/coupon-use.ts';
import styles from './repay.module.css';

/** A coupon the borrower can still use: unused and not past its date (the server refuses the others). */
const usable = (coupon: Coupon, nowMs: number) =>
  coupon.status === 'unused' && coupon.expiresAt * 1000 > nowMs;

export interface RepayDetailCouponsProps {
  orderNo: string;
  /** What the loan still owes: a coupon worth more is only partly used, and the row says so before the tap. */
  owed: number;
  onApplied: () => void;
}

/**
 * The borrower's usable coupons; one tap takes a coupon off what the loan owes (`lottery-draw/coupon/use`),
 * then the screen asks the server again for every figure (the coupon counts as a payment of its amount,
 * at most what is owed). A coupon worth more than that says, before and after the tap, how much of it
 * counts and how much is lost: nothing of the borrower's vanishes without a word.
 */
export function RepayDetailCoupons({ orderNo, owed, onApplied }: RepayDetailCouponsProps) {
  const t = useT(repayTexts);
  // In the background: the repay figures have the full-screen spinner; coupons fill in when they come.
  const list = useRequest(async () => {
    const reply = await coupons({ background: true });
    const now = Date.now();
    return reply.coupons.filter((c) => usable(c, now));
  }, []);
  const [use, using] = useSingleFlight(async (coupon: Coupon) => {
    try {
      const reply = await applyCoupon(coupon.couponId, orderNo, { quiet: true });
      // The server says how much counted; a server that does not say it used what the rule gives.
      const used =
        typeof reply.usedAmount === 'number' && Number.isFinite(reply.usedAmount)
          ? reply.usedAmount
          : couponUse(coupon.amount, owed).used;
      showToast(
        used < coupon.amount
          ? t('repay.coupons.appliedPart', {
              used: formatMoney(used),
              amount: formatMoney(coupon.amount),
              lost: formatMoney(coupon.amount - used),
            })
          : t('repay.coupons.applied'),
        { kind: 'success' },
      );
      onApplied();
    } catch (error) {
      // A used or expired coupon has its own words; transport failures were toasted by the API layer.
      if (error instanceof ApiError && error.kind === 'business') {
        showToast(
          error.code === BusinessCode.couponUnusable ? t('repay.coupons.refused') : error.serverMessage,
          { kind: 'error' },
        );
      }
      throw error;
    } finally {
      list.retry();
    }
  });

  const offered = list.data ?? [];
  return (
    <section className={styles.card} aria-labelledby="repay-coupons" data-state={list.state}>
      <h2 id="repay-coupons" className={styles.sectionTitle}>
        {t('repay.coupons.title')}
      </h2>
      {list.state === 'failed' && !list.data ? (
        <>
          <p className={styles.muted}>{t('repay.coupons.loadFailed')}</p>
          <Button variant="secondary" block onClick={list.retry}>
            {t('common.retry')}
          </Button>
        </>
      ) : !list.data ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : offered.length === 0 ? (
        <p className={styles.muted}>{t('repay.coupons.none')}</p>
      ) : (
        <ul className={styles.coupons}>
          {offered.map((coupon) => (
            <li key={coupon.couponId} className={styles.coupon}>
              <span className={styles.couponText}>
                <span className={styles.couponTitle}>{coupon.title}</span>
                <span className={styles.muted}>
                  {t('repay.coupons.value', {
                    amount: formatMoney(coupon.amount),
                    date: formatDate(coupon.expiresAt),
                  })}
                </span>
                <PartUse amount={coupon.amount} owed={owed} />
              </span>
              <Button
                variant="secondary"
                loading={using}
                aria-label={t('repay.coupons.useNamed', { title: coupon.title })}
                onClick={() => void use(coupon)}
              >
                {t('repay.coupons.use')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A coupon worth more than what is owed: how much of it will count, and how much is lost. */
function PartUse({ amount, owed }: { amount: number; owed: number }) {
  const t = useT(repayTexts);
  const { used, lost } = couponUse(amount, owed);
  if (lost <= 0) return null;
  return (
    <span className={styles.partUse} data-testid="coupon-part-use">
      {t('repay.coupons.partUse', { used: formatMoney(used), lost: formatMoney(lost) })}
    </span>
  );
}
