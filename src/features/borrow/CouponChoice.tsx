import borrowTexts from '../../i18n/sections/borrow.ts';
import type { Coupon } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { couponUse } from '../../loan/coupon-use.ts';
import { RadioList } from '../../ui/RadioList.tsx';
import { StatusText } from '../../ui/StatusText.tsx';
import styles from './borrow.module.css';

/** The value of the "no coupon" row (a coupon id is never empty). */
const NONE = '';

/**
 * The borrower's usable coupons at confirm borrow: one or none (none until they pick). The figures with
 * the coupon come from the server's quote; this only lists and reports the choice. A coupon comes off the
 * service fee and what is left of it is lost (the server's rule): a coupon worth more than the fee says so
 * before it is chosen (from the fee of the quote on screen) and after (from the server's discount), so
 * no part of it vanishes without a word.
 */
export function CouponChoice({
  coupons,
  value,
  refused,
  fee,
  used,
  onChange,
}: {
  coupons: readonly Coupon[];
  value: string | null;
  /** The server refused the coupon last chosen: say so (the choice is back to none). */
  refused: boolean;
  /** The service fee before any coupon (the quote on screen), or null while none has come. */
  fee: number | null;
  /** What the server took off the fee for the chosen coupon (its quote's `couponDiscount`), once known. */
  used: number | null;
  onChange: (couponId: string | null) => void;
}) {
  const t = useT(borrowTexts);
  if (coupons.length === 0 && !refused) return null;
  const chosen = coupons.find((coupon) => coupon.couponId === value);
  const lost = chosen && used !== null ? chosen.amount - used : 0;
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
              trailing: (
                <>
                  {t('borrow.couponValue', {
                    amount: formatMoney(coupon.amount),
                    date: formatDate(coupon.expiresAt),
                  })}
                  <PartUse amount={coupon.amount} fee={fee} />
                </>
              ),
            })),
          ]}
        />
      ) : null}
      {chosen && used !== null && lost > 0 ? (
        <StatusText className={styles.partUse}>
          {t('borrow.couponUsedPart', {
            used: formatMoney(used),
            amount: formatMoney(chosen.amount),
            lost: formatMoney(lost),
          })}
        </StatusText>
      ) : null}
    </div>
  );
}

/** Before the choice: a coupon worth more than the fee says how much of it would count, and how much not. */
function PartUse({ amount, fee }: { amount: number; fee: number | null }) {
  const t = useT(borrowTexts);
  if (fee === null) return null;
  const { used, lost } = couponUse(amount, fee);
  if (lost <= 0) return null;
  return (
    <span className={styles.partUse} data-testid="coupon-part-use">
      {t('borrow.couponPartUse', {
        fee: formatMoney(fee),
        used: formatMoney(used),
        lost: formatMoney(lost),
      })}
    </span>
  );
}
