import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { homepageData } from '../../api/portal.ts';
import type { LoanState } from '../../contract/codes.ts';
import { loanMarketIndex } from '../../api/market.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { useLanguage, useT } from '../../i18n/i18n.ts';
import { OfferFigures, type OfferTexts } from '../../loan-ui/OfferFigures.tsx';
import { nextAction } from '../../loan/order-status.ts';
import { navigate } from '../../routing/hash-location.ts';
import { preloadScreenTable } from '../../routing/preload.ts';
import { PATHS, withQuery, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { Page } from '../../ui/Page.tsx';
import styles from './home.module.css';
import { lastHomeKey, readLastHome, saveLastHome, shortTime } from './last-known.ts';
import { OrderStatus } from './OrderStatus.tsx';
import { useHomeData } from './useHomeData.ts';
import { ProductList } from './ProductList.tsx';

/** States in which the borrower owes money: Home shows that loan first. */
const OWED: ReadonlySet<LoanState> = new Set(['disbursed', 'repaying', 'overdue']);

const HOME_OFFER: OfferTexts = { range: 'home.range', term: 'home.term', interest: 'home.interest' };

/**
 * Home: the loan range and term from the server, the borrower's latest loan and one primary action that
 * follows where they stand (continue, review, take the money, repay, apply again, or why not yet).
 */
export default function HomeScreen({ title }: ScreenProps) {
  const t = useT();
  const lang = useLanguage();
  const { token, userInfo } = useSnapshot(session);
  const home = useHomeData(token);
  const market = useRequest(loanMarketIndex, [token]);

  // Every good reply is kept (./last-known.ts); without a connection Home shows the last ones, marked.
  const lastKey = lastHomeKey(token ? userInfo?.userId : null);
  // Saved when a reply comes, under the borrower it came for: not again when the key changes (a logout
  // re-renders with the previous borrower's reply for a moment, which must not become the guest's).
  useEffect(() => {
    if (home.data) saveLastHome(lastKey, { home: home.data });
    // oxlint-disable-next-line react/exhaustive-deps -- on a new reply only (see above).
  }, [home.data]);
  useEffect(() => {
    if (market.data) saveLastHome(lastKey, { market: market.data });
    // oxlint-disable-next-line react/exhaustive-deps -- on a new reply only (see above).
  }, [market.data]);
  // Only a call that failed for want of a connection: after a server fault (a 500, a reply it cannot
  // read) Home says so and offers a retry, never "Offline".
  const homeOffline = home.state === 'failed' && home.offline;
  const marketOffline = market.state === 'failed' && market.offline;
  // Read as Home draws while a call has failed: one small local record.
  const last = homeOffline || marketOffline ? readLastHome(lastKey) : null;
  const stale = homeOffline && last?.home ? last : null;
  const products = market.data?.products ?? (marketOffline ? last?.market?.products : null);
  // Back online, useRequest asks again by itself (src/lib/useRequest.ts); Try again does it at once.
  const retry = () => {
    home.retry();
    if (market.state === 'failed') market.retry();
  };

  const data = stale ? stale.home : home.data;
  const action = token && data?.loan ? nextAction(data.loan, data.order) : null;
  // Once Home has drawn what its two calls answered (or their failure), the other screens' table
  // downloads (src/routing/preload.ts): not before, or it would share the line with them.
  const drawn = home.state !== 'loading' && market.state !== 'loading';
  useEffect(() => {
    if (drawn) preloadScreenTable();
  }, [drawn]);

  const act = async () => {
    if (!token) {
      navigate(withQuery(PATHS.login, { redirect: PATHS.home }));
      return;
    }
    // The step may have changed since Home opened (a review decided, a form saved on another phone):
    // ask again and act on the answer, never on what was fetched when the screen opened.
    try {
      const fresh = await homepageData();
      if (fresh.loan) navigate(nextAction(fresh.loan, fresh.order).to);
    } catch {
      // The API layer said what went wrong; the button stays for another try.
    }
  };

  // The borrower's own loan, its figures and the one action (repay, review, apply…).
  const loan = (
    <>
      {data?.order ? <OrderStatus order={data.order} home={data} /> : null}
      <Button
        block
        onClick={() => void act()}
        disabled={!data}
        data-action={action?.to}
        // Overdue: every day adds a penalty, so Repay now looks urgent (the repay detail's Pay does too).
        className={styles.urgent}
        data-urgent={action?.label === 'loan.action.repayNow' || undefined}
      >
        {!token ? t('home.login') : action ? t(action.label) : t('home.apply')}
      </Button>
    </>
  );
  // A loan that is owed (due or overdue) comes before the offer to borrow more.
  const owes = Boolean(token) && data?.order != null && OWED.has(data.order.state);

  return (
    <Page title={t(title)} withTabBar>
      <section
        className={styles.hero}
        aria-labelledby="home-amount"
        data-state={stale ? 'offline' : home.state}
      >
        {stale ? (
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- <output> is no live region on older TalkBack
          <div role="status" className={styles.offline} data-testid="home-offline">
            <p className={styles.offlineSince}>
              {t('home.offlineSince', { time: shortTime(stale.savedAt, lang) })}
            </p>
            <p className={styles.offlineNote}>{t('home.offlineNote')}</p>
            <Button variant="secondary" onClick={retry}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
        {home.state === 'failed' && !stale ? (
          <ErrorState message={t('home.loadFailed')} retryLabel={t('common.retry')} onRetry={home.retry} />
        ) : (
          <>
            {owes ? loan : null}
            <p id="home-amount" className={styles.label}>
              {t('home.amountLabel')}
            </p>
            <OfferFigures
              t={t}
              data={data}
              texts={HOME_OFFER}
              classes={{ range: styles.range, facts: styles.facts }}
              testId="loan-range"
            />
            {owes ? null : loan}
            <p className={styles.licensed}>{t('home.licensed')}</p>
          </>
        )}
      </section>
      {products && products.length > 0 ? <ProductList products={products} currency={data?.currency} /> : null}
    </Page>
  );
}
