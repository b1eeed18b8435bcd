import type { Product } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import styles from './home.module.css';

/** The loan products on offer. Names and marks come from the server and render as text only. */
export function ProductList({
  products,
  currency,
}: {
  products: readonly Product[];
  currency?: string | undefined;
}) {
  const t = useT();
  return (
    <section aria-labelledby="home-products">
      <h2 id="home-products" className={styles.heading}>
        {t('home.products')}
      </h2>
      <ul className={styles.products}>
        {products.map((p) => (
          <li key={p.productId} className={styles.product}>
            <span className={styles.logo} aria-hidden="true">
              {p.logo}
            </span>
            <span className={styles.productText}>
              <span className={styles.productName}>{p.name}</span>
              <span className={styles.productMeta}>
                {t('home.productRange', { max: formatMoney(p.maxAmount, currency) })}
                {' · '}
                {t('home.productTerm', { days: formatNumber(p.termDays) })}
                {' · '}
                {t('home.interest', { rate: formatNumber(p.interestRatePerDay) })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
