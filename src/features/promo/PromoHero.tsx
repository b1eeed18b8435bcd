import promoTexts from '../../i18n/sections/promo.ts';
import type { ReactNode } from 'react';
import { homepageData } from '../../api/portal.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { type KeysOf, useT } from '../../i18n/i18n.ts';
import { OfferFigures, type OfferTexts } from '../../loan-ui/OfferFigures.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import styles from './promo.module.css';

const PROMO_OFFER: OfferTexts<KeysOf<typeof promoTexts>> = {
  range: 'promo.range',
  term: 'promo.term',
  interest: 'promo.interest',
};

/**
 * The landing pages' offer: loan range, longest term and lowest interest from `portal/homepage/data`
 * (docs/decisions.md: no figure is written into the copy), then the page's action.
 */
export function PromoHero({ children }: { children: ReactNode }) {
  const t = useT(promoTexts);
  const home = useRequest(() => homepageData(), []);
  return (
    <section className={styles.hero} aria-labelledby="promo-title" data-state={home.state}>
      <h2 id="promo-title" className={styles.heroTitle}>
        {t('promo.heroTitle')}
      </h2>
      {home.state === 'failed' ? (
        <ErrorState message={t('promo.loadFailed')} retryLabel={t('common.retry')} onRetry={home.retry} />
      ) : (
        <>
          <OfferFigures
            t={t}
            data={home.data}
            texts={PROMO_OFFER}
            classes={{ range: styles.range, facts: styles.facts }}
            testId="promo-range"
          />
          <p className={styles.licensed}>{t('promo.licensed')}</p>
        </>
      )}
      {children}
    </section>
  );
}

/** The three steps from the link to the money. */
export function PromoSteps() {
  const t = useT(promoTexts);
  return (
    <section className={styles.card} aria-labelledby="promo-steps">
      <h2 id="promo-steps" className={styles.heading}>
        {t('promo.stepsTitle')}
      </h2>
      <ol className={styles.steps}>
        <li>{t('promo.step1')}</li>
        <li>{t('promo.step2')}</li>
        <li>{t('promo.step3')}</li>
      </ol>
    </section>
  );
}
