import promoTexts from '../../i18n/sections/promo.ts';
import { useT } from '../../i18n/i18n.ts';
import { MobileEntry } from './MobileEntry.tsx';
import { PromoAction } from './PromoPage.tsx';
import styles from './promo.module.css';

/** The number entry with its heading and what happens next (`/yx3`, and a visitor on the confirmation). */
export function EntryCard() {
  const t = useT(promoTexts);
  return (
    <section className={styles.card} aria-labelledby="promo-entry">
      <h2 id="promo-entry" className={styles.heading}>
        {t('promo.entryTitle')}
      </h2>
      <PromoAction>
        <p className={styles.muted}>{t('promo.entryIntro')}</p>
        <MobileEntry />
      </PromoAction>
    </section>
  );
}
