import repayTexts from '../../i18n/sections/repay.ts';
import { extensionData } from '../../api/repay.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { PATHS, withQuery } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './repay.module.css';

/**
 * The way to the rollover, shown only when the server's repayment detail says it is available
 * (docs/decisions.md), with its fee and days from `repay/getExtensionData` once they come.
 */
export function RepayDetailRollover({ orderNo }: { orderNo: string }) {
  const t = useT(repayTexts);
  const offer = useRequest(() => extensionData(orderNo, { background: true, quiet: true }), [orderNo]);
  // The detail said yes, the offer says no (taken meanwhile): nothing to offer.
  if (offer.data && !offer.data.available) return null;
  return (
    <section className={styles.card} aria-labelledby="repay-rollover" data-state={offer.state}>
      <h2 id="repay-rollover" className={styles.sectionTitle}>
        {t('repay.rolloverEntry.title')}
      </h2>
      {offer.data ? (
        <p className={styles.muted}>
          {t('repay.rolloverEntry.body', {
            days: formatNumber(offer.data.days),
            fee: formatMoney(offer.data.fee),
          })}
        </p>
      ) : null}
      <Button variant="secondary" block href={`#${withQuery(PATHS.extensionDetail, { orderNo })}`}>
        {t('repay.rolloverEntry.action')}
      </Button>
    </section>
  );
}
