import recordsTexts from '../../i18n/sections/records.ts';
import { rejectRecommendation } from '../../api/app.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { PATHS, withQuery } from '../../routing/routes.ts';
import styles from './records.module.css';

/**
 * A rejected order's "See why": the server's reason (or, when it gives none, a plain word that the credit
 * check did not pass), then the suggested other products (spec section 4). A suggestion leads to confirm
 * borrow for that product when the server says the borrower may apply now; before the re-apply date it is
 * only shown. Names and the reason come from the server and render as text. After a failure only the
 * reason's generic words show (the API layer has said what went wrong).
 */
export function RejectSuggestions() {
  const t = useT(recordsTexts);
  const suggestions = useRequest(() => rejectRecommendation(), []);
  const data = suggestions.data;
  const products = data?.show ? data.products : [];
  return (
    <>
      <section className={styles.figures} aria-labelledby="reject-why" data-testid="reject-why">
        <h2 id="reject-why" className={styles.sectionTitle}>
          {t('records.rejectWhyTitle')}
        </h2>
        {/* Only once the server has answered (or failed): the generic words first and the server's
            reason a moment later would read as two different reasons. */}
        {suggestions.state === 'loading' ? null : (
          <p className={styles.sectionBody}>{data?.reason || t('records.rejectWhyNone')}</p>
        )}
      </section>
      {products.length > 0 ? (
        <section className={styles.figures} aria-labelledby="reject-suggestions">
          <h2 id="reject-suggestions" className={styles.sectionTitle}>
            {t('records.suggestionsTitle')}
          </h2>
          <p className={styles.sectionBody}>
            {data?.canApply ? t('records.suggestionsOpen') : t('records.suggestionsBody')}
          </p>
          <ul className={styles.suggestions}>
            {products.map((p) => {
              const body = (
                <>
                  <span className={styles.product}>{p.name}</span>
                  <span className={styles.hint}>
                    {t('records.suggestionMeta', {
                      max: formatMoney(p.maxAmount),
                      days: formatNumber(p.termDays),
                      rate: formatNumber(p.interestRatePerDay),
                    })}
                  </span>
                </>
              );
              return (
                <li key={p.productId}>
                  {data?.canApply ? (
                    <a
                      className={styles.suggestion}
                      href={`#${withQuery(PATHS.confirmBorrow, { productId: p.productId })}`}
                    >
                      {body}
                    </a>
                  ) : (
                    <div className={styles.suggestion}>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
