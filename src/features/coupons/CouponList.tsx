import couponsTexts from '../../i18n/sections/coupons.ts';
import type { Coupon } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import styles from './coupons.module.css';

/** One coupon: the server's title (as text), its amount, and until when or when it was used. */
function CouponItem({ coupon }: { coupon: Coupon }) {
  const t = useT(couponsTexts);
  const when =
    coupon.status === 'used'
      ? coupon.usedAt === null
        ? ''
        : coupon.orderNo
          ? t('coupons.usedOn', { date: formatDate(coupon.usedAt), orderNo: coupon.orderNo })
          : t('coupons.usedOnDate', { date: formatDate(coupon.usedAt) })
      : coupon.status === 'expired'
        ? t('coupons.expiredOn', { date: formatDate(coupon.expiresAt) })
        : t('coupons.useBy', { date: formatDate(coupon.expiresAt) });
  return (
    <li className={styles.coupon} data-status={coupon.status}>
      <span className={styles.amount}>{formatMoney(coupon.amount)}</span>
      <span className={styles.text}>
        <span className={styles.title}>{coupon.title}</span>
        <span className={styles.muted}>{t('coupons.value', { amount: formatMoney(coupon.amount) })}</span>
        {when ? <span className={styles.muted}>{when}</span> : null}
      </span>
    </li>
  );
}

export function CouponList({ coupons, label }: { coupons: readonly Coupon[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {coupons.map((coupon) => (
        <CouponItem key={coupon.couponId} coupon={coupon} />
      ))}
    </ul>
  );
}
