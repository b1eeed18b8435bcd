import { creditInfo } from '../../api/loan.ts';
import { useRequest } from '../../api/useRequest.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { PATHS } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

/**
 * The loan is repaid: say so, and offer the next loan (confirm borrow applies with `apply-market-again`
 * for a returning borrower), with the limit the server now gives when it is above this loan's amount.
 */
export function RepayDetailFinished({ amount }: { amount: number }) {
  const t = useT();
  const credit = useRequest(() => creditInfo(), []);
  const limit = credit.data?.limit ?? 0;
  return (
    <EmptyState
      title={t('repay.finishedTitle')}
      body={
        <>
          <p>{t('repay.finishedBody')}</p>
          {limit > amount ? <p>{t('repay.higherLimit', { max: formatMoney(limit) })}</p> : null}
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
