import promoTexts from '../../i18n/sections/promo.ts';
import figureTexts from '../../i18n/sections/loan-figures.ts';
import { homepageData } from '../../api/portal.ts';
import { productListMarket } from '../../api/loan.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { StepCode } from '../../contract/codes.ts';
import type { Product } from '../../contract/entities.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { type TranslateWith, useT } from '../../i18n/i18n.ts';
import { nextAction } from '../../loan/order-status.ts';
import { useSingleFlight } from '../../lib/useSingleFlight.ts';
import { navigate } from '../../routing/hash-location.ts';
import { PATHS, withQuery } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { FigureList, type Figure } from '../../ui/FigureList.tsx';
import styles from './promo.module.css';

/** The product's own figures as the server sent them: formatted, never computed here (docs/decisions.md). */
function productFigures(
  t: TranslateWith<typeof figureTexts | typeof promoTexts>,
  p: Product,
  currency: string | undefined,
): Figure[] {
  const rate = (value: number) => t('loan.figures.rate', { rate: formatNumber(value) });
  return [
    { id: 'product', label: t('loan.figures.product'), value: p.name },
    {
      id: 'amount',
      label: t('loan.figures.amount'),
      value: t('promo.amountRange', {
        min: formatMoney(p.minAmount, currency),
        max: formatMoney(p.maxAmount, currency),
      }),
      emphasis: true,
    },
    {
      id: 'term',
      label: t('loan.figures.term'),
      value: t('loan.figures.termDays', { days: formatNumber(p.termDays) }),
    },
    { id: 'interestRate', label: t('loan.figures.interestRate'), value: rate(p.interestRatePerDay) },
    {
      id: 'serviceFee',
      label: t('promo.serviceFee'),
      value: t('promo.serviceFeeValue', {
        rate: formatNumber(p.serviceFeeRate),
        tax: formatNumber(p.serviceFeeTaxRate),
      }),
    },
    {
      id: 'penaltyRate',
      label: t('loan.figures.penaltyRate'),
      value: t('loan.figures.penaltyRateValue', { rate: formatNumber(p.penaltyRatePerDay) }),
    },
  ];
}

/**
 * The promotion's loan confirmation for a logged-in borrower: the promoted product (`productId` of the
 * link, else the first on offer) with the server's figures, then 'Continue' into the normal journey:
 * confirm borrow with this product when the borrower is at that step, else wherever their step code
 * leads (the application forms first, the repayment of an open loan). Nothing of the borrow feature is
 * repeated here: the amount, the quote, the agreement and the application are confirm borrow's.
 */
export function OfferPanel({ productId }: { productId?: string | undefined }) {
  const t = useT(figureTexts, promoTexts);
  const offer = useRequest(async () => {
    const [{ products }, home] = await Promise.all([productListMarket(), homepageData()]);
    return { product: products.find((p) => p.productId === productId) ?? products[0], home };
  }, [productId]);

  const [go, going] = useSingleFlight(async () => {
    const product = offer.data?.product;
    // Where the borrower stands now, not when the page opened (as Home does).
    const { loan, order } = await homepageData();
    if (!loan) navigate(PATHS.home);
    else if (loan.stepCode === StepCode.Confirm && product)
      navigate(withQuery(PATHS.confirmBorrow, { ...loan.query, productId: product.productId }));
    else navigate(nextAction(loan, order).to);
  });

  if (offer.state === 'failed')
    return (
      <ErrorState message={t('promo.loadFailed')} retryLabel={t('common.retry')} onRetry={offer.retry} />
    );
  if (!offer.data) return <p className={styles.muted}>{t('common.loading')}</p>;
  const { product, home } = offer.data;
  if (!product) return <EmptyState title={t('promo.noProducts')} />;
  return (
    <section className={styles.card} aria-labelledby="promo-offer" data-product={product.productId}>
      <h2 id="promo-offer" className={styles.heading}>
        {t('promo.offerTitle')}
      </h2>
      <FigureList label={t('promo.offerTitle')} figures={productFigures(t, product, home.currency)} />
      <p className={styles.muted}>{t('promo.offerIntro')}</p>
      <Button block loading={going} onClick={() => void go()}>
        {t('promo.continue')}
      </Button>
    </section>
  );
}
