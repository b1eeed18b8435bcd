import type { Coupon } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { RadioList } from '../../ui/RadioList.tsx';
import styles from './borrow.module.css';

/** The value of the "no coupon" row (a coupon id is never empty). */
const NONE = '';

/**
 * The borrower's usable coupons at confirm borrow: one or none (none until they pick). The figures with
 * the coupon come from the server's quote; this only lists and reports the choice.
 */
export function CouponChoice({
  coupons,
  value,
  refused,
  onChange,
}: {
  coupons: readonly Coupon[];
  value: string | null;
  /** The server refused the coupon last chosen: say so (the choice is back to none). */
  refused: boolean;
  onChange: (couponId: string | null) => void;
}) {
  const t = useT();
  if (coupons.length === 0 && !refused) return null;
  return (
    <div className={styles.field} data-coupons={coupons.length}>
      {coupons.length > 0 ? (
        // Seen by eye; screen readers hear the list's legend (the same words).
        <span className={styles.fieldLabel} aria-hidden="true">
          {t('borrow.couponLegend')}
        </span>
      ) : null}
      {refused ? (
        <p className={styles.status} role="alert">
          {t('borrow.couponRefused')}
        </p>
      ) : null}
      {coupons.length > 0 ? (
        <RadioList
          legend={t('borrow.couponLegend')}
          name="coupon"
          value={value ?? NONE}
          onChange={(next) => onChange(next === NONE ? null : next)}
          options={[
            { value: NONE, label: t('borrow.couponNone') },
            ...coupons.map((coupon) => ({
              value: coupon.couponId,
              label: coupon.title,
              trailing: t('borrow.couponValue', {
                amount: formatMoney(coupon.amount),
                date: formatDate(coupon.expiresAt),
              }),
            })),
          ]}
        />
      ) : null}
    </div>
  );
}
