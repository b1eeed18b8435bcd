import { rejectRecommendation } from '../../api/app.ts';
import { useRequest } from '../../api/useRequest.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import styles from './records.module.css';

/**
 * Spec section 4: a rejected borrower sees suggested other products. The server decides whether to
 * suggest any; names come from the server and render as text. Nothing shows while loading or after a
 * failure (the API layer has said what went wrong): the refusal itself is the page's content.
 */
export function RejectSuggestions() {
  const t = useT();
  const suggestions = useRequest(() => rejectRecommendation(), []);
  const data = suggestions.data;
  if (!data?.show || data.products.length === 0) return null;
  return (
    <section className={styles.figures} aria-labelledby="reject-suggestions">
      <h2 id="reject-suggestions" className={styles.sectionTitle}>
        {t('records.suggestionsTitle')}
      </h2>
      <p className={styles.sectionBody}>{t('records.suggestionsBody')}</p>
      <ul className={styles.suggestions}>
        {data.products.map((p) => (
          <li key={p.productId} className={styles.suggestion}>
            <span className={styles.product}>{p.name}</span>
            <span className={styles.hint}>
              {t('records.suggestionMeta', {
                max: formatMoney(p.maxAmount),
                days: formatNumber(p.termDays),
                rate: formatNumber(p.interestRatePerDay),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
