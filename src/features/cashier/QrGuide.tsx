import cashierTexts from '../../i18n/sections/cashier.ts';
import { QRCodeSVG } from 'qrcode.react';
import type { PayOrder } from '../../contract/entities.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import styles from './cashier.module.css';

/**
 * The QR-code guide: the order's `qrText` (business number, reference, amount) drawn by qrcode.react as
 * an SVG, which the wallet app scans, and the three steps. The code is an image with a text alternative
 * that says what it pays; the same details are on the static cashier for those who cannot scan.
 */
export function QrGuide({ order }: { order: PayOrder }) {
  const t = useT(cashierTexts);
  const params = { amount: formatMoney(order.amount), name: order.accountName };
  return (
    <section className={styles.card} aria-labelledby="cashier-qr" data-guide="qr">
      <h2 id="cashier-qr" className={styles.heading}>
        {t('cashier.qr.title')}
      </h2>
      <div className={styles.qr}>
        {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- an inline SVG drawn by qrcode.react, not a file: role img makes its <title> the image's name */}
        <QRCodeSVG value={order.qrText} size={208} level="M" title={t('cashier.qr.alt', params)} role="img" />
      </div>
      <ol className={styles.steps}>
        <li>{t('cashier.qr.step1')}</li>
        <li>{t('cashier.qr.step2')}</li>
        <li>{t('cashier.qr.step3', params)}</li>
      </ol>
    </section>
  );
}
