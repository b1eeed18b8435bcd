import repayTexts from '../../i18n/sections/repay.ts';
import { creditInfo } from '../../api/loan.ts';
import { homepageData } from '../../api/portal.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { PATHS } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

/**
 * The loan is repaid: say so, and offer the next loan (confirm borrow applies with `apply-market-again`
 * for a returning borrower), with the higher limit when the server's credit limit is above the market's
 * usual maximum (spec section 9: a higher limit after timely repayment).
 */
export function RepayDetailFinished() {
  const t = useT(repayTexts);
  const limits = useRequest(async () => {
    const [credit, home] = await Promise.all([creditInfo(), homepageData()]);
    return credit.limit > home.maxAmount ? credit.limit : null;
  }, []);
  const higher = limits.data ?? null;
  return (
    <EmptyState
      title={t('repay.finishedTitle')}
      body={
        <>
          <p>{t('repay.finishedBody')}</p>
          {higher !== null ? <p>{t('loan.higherLimit', { max: formatMoney(higher) })}</p> : null}
        </>
      }
      action={
        <Button block href={`#${PATHS.confirmBorrow}`}>
          {t('loan.action.applyAgain')}
        </Button>
      }
    />
  );
}
