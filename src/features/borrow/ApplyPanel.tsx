import loanFiguresTexts from '../../i18n/sections/loan-figures.ts';
import borrowTexts from '../../i18n/sections/borrow.ts';
import { useState } from 'react';
import { coupons as couponList } from '../../api/lottery.ts';
import { homepageData } from '../../api/portal.ts';
import { serverNow } from '../../api/server-clock.ts';
import { productListMarket, stepAmount } from '../../api/loan.ts';
import { confirmProductInfo } from '../../api/quote.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { OPEN_LOAN_STATES } from '../../contract/codes.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { loanAgreementFacts } from '../../lib/agreement-facts.ts';
import { AgreementCheckbox } from '../../ui/AgreementCheckbox.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { FigureList } from '../../ui/FigureList.tsx';
import { Select } from '../../ui/Select.tsx';
import { StatusText } from '../../ui/StatusText.tsx';
import styles from './borrow.module.css';
import { quoteFigures } from './loan-figures.ts';
import { CouponChoice } from './CouponChoice.tsx';
import { OpenLoanNotice } from './OpenLoanNotice.tsx';
import { isCouponRefusal, useApply } from './useApply.ts';

/** Step 14: product and amount, the server's quote for them, the loan agreement, then apply. */
export function ApplyPanel({ productId: wanted }: { productId?: string | undefined }) {
  const t = useT(borrowTexts, loanFiguresTexts);
  const market = useRequest(async () => {
    const [{ products }, home] = await Promise.all([productListMarket(), homepageData()]);
    const open = home.order !== null && OPEN_LOAN_STATES.includes(home.order.state);
    return { products, home, open, previousOrderNo: home.order?.orderNo ?? null };
  }, []);
  const products = market.data?.products ?? [];
  const [productId, setProductId] = useState<string | undefined>(wanted);
  const product = products.find((p) => p.productId === productId) ?? products[0];
  const amounts = useRequest(
    () => (product ? stepAmount(product) : Promise.resolve({ amounts: [] })),
    [product?.productId],
  );
  const [amount, setAmount] = useState<number | null>(null);
  const offered = amounts.data?.amounts ?? [];
  // Until the borrower picks, the largest amount on offer (what Home advertises).
  // Not offered.at(-1): Array.prototype.at is Chrome 92, above the oldest WebView we support.
  const chosen = amount !== null && offered.includes(amount) ? amount : (offered[offered.length - 1] ?? null);
  // The borrower's usable coupons (unused, not expired); none chosen until they pick one.
  const offers = useRequest(async () => {
    const reply = await couponList({ background: true });
    const now = serverNow();
    return reply.coupons.filter((c) => c.status === 'unused' && c.expiresAt * 1000 > now);
  }, []);
  const [couponId, setCouponId] = useState<string | null>(null);
  const [couponRefused, setCouponRefused] = useState(false);
  const dropCoupon = () => {
    setCouponId(null);
    setCouponRefused(true);
    offers.retry();
  };
  const withCoupon = couponId !== null && offers.data?.some((c) => c.couponId === couponId) ? couponId : null;
  const quote = useRequest(async () => {
    if (!product || chosen === null) return null;
    const query = { productId: product.productId, amount: chosen };
    if (withCoupon === null) return confirmProductInfo(query, { background: true });
    try {
      // Quiet: a refused coupon is said on the screen, not in a toast.
      return await confirmProductInfo({ ...query, couponId: withCoupon }, { background: true, quiet: true });
    } catch (error) {
      if (!isCouponRefusal(error)) throw error;
      dropCoupon(); // asks again without it
      return null;
    }
  }, [product?.productId, chosen, withCoupon]);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | undefined>();
  const { apply, applying, unconfirmed } = useApply(dropCoupon);
  const onApply = () => {
    if (!agreed) {
      setAgreeError(t('borrow.agreeRequired'));
      return;
    }
    if (!product || chosen === null || !market.data) return;
    void apply({
      productId: product.productId,
      amount: chosen,
      couponId: withCoupon,
      again: market.data.home.order !== null,
      previousOrderNo: market.data.previousOrderNo,
    });
  };

  if (market.state === 'failed' || amounts.state === 'failed') {
    // Retry what failed: the amounts depend on the product list, so retrying the list alone left a
    // failed amounts load on screen for good.
    const retry = () => {
      if (market.state === 'failed') market.retry();
      if (amounts.state === 'failed') amounts.retry();
    };
    return <ErrorState message={t('borrow.loadFailed')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  if (market.data?.open && market.data.home.loan) {
    // One loan at a time: said before the borrower fills anything, with the way to their loan.
    return <OpenLoanNotice step={market.data.home.loan} order={market.data.home.order} />;
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
      <CouponChoice
        coupons={offers.data ?? []}
        value={withCoupon}
        refused={couponRefused}
        // Any quote gives the whole fee (a coupon's discount comes off it); the discount is the chosen
        // coupon's once its own quote is on screen.
        fee={quote.data ? quote.data.serviceFee + quote.data.couponDiscount : null}
        used={quote.state === 'ready' && quote.data && withCoupon !== null ? quote.data.couponDiscount : null}
        onChange={(next) => {
          setCouponId(next);
          setCouponRefused(false);
        }}
      />
      {quote.state === 'failed' ? (
        <ErrorState message={t('borrow.quoteFailed')} retryLabel={t('common.retry')} onRetry={quote.retry} />
      ) : quote.data ? (
        <FigureList
          label={t('borrow.figuresLabel')}
          figures={quoteFigures(
            t,
            quote.data,
            quote.data.dueDate,
            offers.data?.find((coupon) => coupon.couponId === withCoupon)?.amount,
          )}
        />
      ) : (
        <p className={styles.muted}>{t('common.loading')}</p>
      )}
      <p className={styles.muted}>{t('borrow.disclosure')}</p>
      <AgreementCheckbox
        checked={agreed}
        onCheckedChange={(value) => {
          setAgreed(value);
          if (value) setAgreeError(undefined);
        }}
        error={agreeError}
        name="loanAgreement"
        // The agreement opens over the form with this quote's figures (the amount and coupon chosen now).
        documents={[{ id: 'loan', facts: quote.data ? loanAgreementFacts(quote.data) : null }]}
      />
      <Button
        block
        loading={applying}
        // Not while the figures for a new choice (amount, coupon) are on their way.
        disabled={!quote.data || quote.state === 'loading'}
        onClick={onApply}
      >
        {t('borrow.apply')}
      </Button>
      {unconfirmed ? <StatusText className={styles.status}>{t('borrow.unconfirmed')}</StatusText> : null}
    </div>
  );
}
