import { useState } from 'react';
import { homepageData } from '../../api/portal.ts';
import {
  applyMarket,
  applyMarketAgain,
  confirmProductInfo,
  productListMarket,
  stepAmount,
} from '../../api/loan.ts';
import { useRequest } from '../../api/useRequest.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../i18n/format.ts';
import { routeByStep } from '../../loan/steps.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { FigureList } from '../../ui/FigureList.tsx';
import { Select } from '../../ui/Select.tsx';
import styles from './borrow.module.css';
import { quoteFigures } from './loan-figures.ts';
import { useSingleFlight } from '../../lib/useSingleFlight.ts';

/** Step 14: product and amount, the server's quote for them, the loan agreement, then apply. */
export function ApplyPanel({ productId: wanted }: { productId?: string | undefined }) {
  const t = useT();
  const market = useRequest(async () => {
    const [{ products }, home] = await Promise.all([productListMarket(), homepageData()]);
    return { products, returning: home.order !== null };
  }, []);
  const products = market.data?.products ?? [];
  const [productId, setProductId] = useState<string | undefined>(wanted);
  const product = products.find((p) => p.productId === productId) ?? products[0];
  const amounts = useRequest(
    () => (product ? stepAmount(product.productId) : Promise.resolve({ amounts: [] })),
    [product?.productId],
  );
  const [amount, setAmount] = useState<number | null>(null);
  const offered = amounts.data?.amounts ?? [];
  // Until the borrower picks, the largest amount on offer (what Home advertises).
  const chosen = amount !== null && offered.includes(amount) ? amount : (offered.at(-1) ?? null);
  const quote = useRequest(
    () =>
      product && chosen !== null
        ? confirmProductInfo({ productId: product.productId, amount: chosen }, { background: true })
        : Promise.resolve(null),
    [product?.productId, chosen],
  );
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | undefined>();

  const [apply, applying] = useSingleFlight(async () => {
    if (!agreed) {
      setAgreeError(t('borrow.agreeRequired'));
      return;
    }
    if (!product || chosen === null) return;
    const call = market.data?.returning ? applyMarketAgain : applyMarket;
    const step = await call({ productId: product.productId, amount: chosen });
    if (!routeByStep(step.stepCode, step.query, navigate)) navigate(PATHS.home);
  });

  if (market.state === 'failed' || amounts.state === 'failed') {
    return (
      <ErrorState message={t('borrow.loadFailed')} retryLabel={t('common.retry')} onRetry={market.retry} />
    );
  }
  if (!product) return null;
  return (
    <div className={styles.stack} data-state={quote.state}>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t('borrow.product')}</span>
        <Select
          value={product.productId}
          placeholder={t('borrow.choose')}
          options={products.map((p) => ({ value: p.productId, label: p.name }))}
          onChange={(value) => {
            if (!value) return;
            setProductId(value);
            setAmount(null);
          }}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t('borrow.amount')}</span>
        <Select
          value={chosen === null ? '' : String(chosen)}
          placeholder={t('borrow.choose')}
          options={offered.map((value) => ({ value: String(value), label: formatMoney(value) }))}
          onChange={(value) => value && setAmount(Number(value))}
        />
      </label>
      {quote.state === 'failed' ? (
        <ErrorState message={t('borrow.quoteFailed')} retryLabel={t('common.retry')} onRetry={quote.retry} />
      ) : quote.data ? (
        <FigureList
          label={t('borrow.figuresLabel')}
          figures={quoteFigures(t, quote.data, quote.data.dueDate)}
        />
      ) : (
        <p className={styles.muted}>{t('common.loading')}</p>
      )}
      <p className={styles.muted}>{t('borrow.disclosure')}</p>
      <Checkbox
        checked={agreed}
        onCheckedChange={(value) => {
          setAgreed(value);
          if (value) setAgreeError(undefined);
        }}
        label={t('borrow.agreement')}
        error={agreeError}
        name="loanAgreement"
      />
      <Button block loading={applying} disabled={!quote.data} onClick={() => void apply()}>
        {t('borrow.apply')}
      </Button>
    </div>
  );
}
