import couponsTexts from '../../i18n/sections/coupons.ts';
import { useState } from 'react';
import { createDraw, drawIsShown } from '../../api/lottery.ts';
import { useRequest } from '../../lib/useRequest.ts';
import type { Coupon } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { useSingleFlight } from '../../lib/useSingleFlight.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { CouponIcon } from '../../ui/icons/menu.tsx';
import { showToast } from '../../store/toasts.ts';
import styles from './coupons.module.css';

/**
 * The lucky draw, shown only while the server says a draw is left (`lottery-draw/is-show`): one tap draws
 * (`lottery-draw/create`) and the coupon won is shown, then the list is asked again (`onWon`).
 */
export function LuckyDraw({ onWon }: { onWon: () => void }) {
  const t = useT(couponsTexts);
  // In the background: a missing draw card is no reason to cover the coupon list with a spinner.
  const shown = useRequest(() => drawIsShown(), []);
  const [won, setWon] = useState<Coupon | null>(null);
  const [draw, drawing] = useSingleFlight(async () => {
    try {
      const { coupon } = await createDraw();
      if (coupon) setWon(coupon);
      else showToast(t('coupons.noDrawLeft'));
      onWon();
    } finally {
      shown.retry();
    }
  });

  return (
    <>
      {shown.data?.show ? (
        <section className={styles.draw} aria-labelledby="lucky-draw" data-testid="lucky-draw">
          <span className={styles.drawIcon} aria-hidden="true">
            <CouponIcon size={28} />
          </span>
          <div className={styles.text}>
            <h2 id="lucky-draw" className={styles.drawTitle}>
              {t('coupons.drawTitle')}
            </h2>
            <p className={styles.drawBody}>{t('coupons.drawBody')}</p>
            <Button block loading={drawing} onClick={() => void draw()}>
              {t('coupons.drawNow')}
            </Button>
          </div>
        </section>
      ) : null}
      <Dialog
        open={won !== null}
        onOpenChange={(open) => {
          if (!open) setWon(null);
        }}
        title={t('coupons.wonTitle')}
        description={
          won
            ? t('coupons.wonBody', { amount: formatMoney(won.amount), date: formatDate(won.expiresAt) })
            : ''
        }
        actions={<Button onClick={() => setWon(null)}>{t('common.ok')}</Button>}
      />
    </>
  );
}
