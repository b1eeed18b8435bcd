import { useState } from 'react';
import { useSnapshot } from 'valtio';
import texts from '../../i18n/sections/coupons.ts';
import { coupons, usedCoupons } from '../../api/lottery.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { useT, type MessageKey, type KeysOf } from '../../i18n/i18n.ts';
import { LoginFirst } from '../../loan-ui/LoginFirst.tsx';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Page } from '../../ui/Page.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { CouponList } from './CouponList.tsx';
import styles from './coupons.module.css';
import { LuckyDraw } from './LuckyDraw.tsx';

type TextKey = MessageKey | KeysOf<typeof texts>;

const FILTERS = ['available', 'used', 'expired'] as const;
type Filter = (typeof FILTERS)[number];

const EMPTY: Readonly<Record<Filter, TextKey>> = {
  available: 'coupons.emptyAvailable',
  used: 'coupons.emptyUsed',
  expired: 'coupons.emptyExpired',
};

/**
 * The borrower's coupons (`/me/coupons`, from Me): the lucky draw when the server offers one, then the
 * coupons to use, used and expired. Coupons are used on a loan's repayment page. Not in the spec's
 * route table, so not guarded: a visitor is asked to log in and comes back here.
 */
export default function CouponsScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const { token } = useSnapshot(session);
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.me)} backLabel={t('common.back')}>
      {token ? <Coupons /> : <LoginFirst />}
    </Page>
  );
}

function Coupons() {
  const t = useT(texts);
  const [filter, setFilter] = useState<Filter>('available');
  const all = useRequest(() => coupons(), []);
  // The used list has its own call (`lottery-draw/coupon/used`), asked when that tab is first opened.
  const used = useRequest(
    () => (filter === 'used' ? usedCoupons() : Promise.resolve(null)),
    [filter === 'used'],
  );
  const request = filter === 'used' ? used : all;
  const shown =
    filter === 'used'
      ? (used.data?.coupons ?? null)
      : (all.data?.coupons.filter((c) => c.status === (filter === 'available' ? 'unused' : 'expired')) ??
        null);
  const available = all.data?.coupons.filter((c) => c.status === 'unused').length;

  return (
    <div className={styles.screen} data-state={request.state} data-filter={filter}>
      <LuckyDraw onWon={all.retry} />
      <fieldset className={styles.filterSet}>
        <legend>
          <VisuallyHidden>{t('coupons.filter')}</VisuallyHidden>
        </legend>
        <div className={styles.filters}>
          {FILTERS.map((name) => (
            <button
              key={name}
              type="button"
              className={styles.filter}
              aria-pressed={filter === name}
              onClick={() => setFilter(name)}
            >
              {t(`coupons.${name}`)}
              {name === 'available' && available ? ` (${available})` : ''}
            </button>
          ))}
        </div>
      </fieldset>
      {request.state === 'failed' ? (
        <ErrorState
          message={t('coupons.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={request.retry}
        />
      ) : shown === null ? (
        <LoadingLine>{t('common.loading')}</LoadingLine>
      ) : shown.length === 0 ? (
        <EmptyState title={t('common.noData')} body={t(EMPTY[filter])} />
      ) : (
        <>
          <CouponList coupons={shown} label={t(`coupons.${filter}`)} />
          {filter === 'available' ? <p className={styles.hint}>{t('coupons.howToUse')}</p> : null}
        </>
      )}
    </div>
  );
}
