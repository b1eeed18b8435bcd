import { useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { errorMessage } from '../../api/http.ts';
import { coupons as couponList } from '../../api/lottery.ts';
import { homepageData } from '../../api/portal.ts';
import { applyMarket, applyMarketAgain, productListMarket, stepAmount } from '../../api/loan.ts';
import { confirmProductInfo } from '../../api/quote.ts';
import { useRequest } from '../../api/useRequest.ts';
import { BusinessCode } from '../../contract/codes.ts';
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
import { showToast } from '../../ui/toast-store.ts';
import styles from './borrow.module.css';
import { quoteFigures } from './loan-figures.ts';
import { useSingleFlight } from '../../lib/useSingleFlight.ts';
import { CouponChoice } from './CouponChoice.tsx';

/** The server refused the chosen coupon (used, expired or not the borrower's). */
const isCouponRefusal = (error: unknown) =>
  error instanceof ApiError && error.kind === 'business' && error.code === BusinessCode.couponUnusable;

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
  // The borrower's usable coupons (unused, not expired); none chosen until they pick one.
  const offers = useRequest(async () => {
    const reply = await couponList({ background: true });
    const now = Date.now();
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

  const [apply, applying] = useSingleFlight(async () => {
    if (!agreed) {
      setAgreeError(t('borrow.agreeRequired'));
      return;
    }
    if (!product || chosen === null) return;
    const call = market.data?.returning ? applyMarketAgain : applyMarket;
    const body = { productId: product.productId, amount: chosen };
    let step;
    try {
      step =
        withCoupon === null
          ? await call(body)
          : // Quiet: a refused coupon is said on the screen; other refusals are toasted below.
            await call({ ...body, couponId: withCoupon }, { quiet: true });
    } catch (error) {
      // The coupon was refused: drop it and keep everything else (product, amount, agreement).
      if (withCoupon !== null && isCouponRefusal(error)) {
        dropCoupon();
        return;
      }
      if (withCoupon !== null && error instanceof ApiError && error.kind === 'business') {
        showToast(errorMessage(error), { kind: 'error' });
      }
      throw error;
    }
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
      <CouponChoice
        coupons={offers.data ?? []}
        value={withCoupon}
        refused={couponRefused}
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
      <Button
        block
        loading={applying}
        // Not while the figures for a new choice (amount, coupon) are on their way.
        disabled={!quote.data || quote.state === 'loading'}
        onClick={() => void apply()}
      >
        {t('borrow.apply')}
      </Button>
    </div>
  );
}
