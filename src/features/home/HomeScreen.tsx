import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { homepageData } from '../../api/portal.ts';
import type { LoanState } from '../../contract/codes.ts';
import { loanMarketIndex } from '../../api/loan.ts';
import { useRequest } from '../../api/useRequest.ts';
import { useT } from '../../i18n/i18n.ts';
import { OfferFigures, type OfferTexts } from '../../loan/OfferFigures.tsx';
import { nextAction } from '../../loan/order-status.ts';
import { navigate } from '../../routing/hash-location.ts';
import { preloadScreenTable } from '../../routing/preload.ts';
import { PATHS, withQuery, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { Page } from '../../ui/Page.tsx';
import styles from './home.module.css';
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
  const { token } = useSnapshot(session);
  const home = useHomeData(token);
  const market = useRequest(loanMarketIndex, [token]);
  const data = home.data;
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
      <section className={styles.hero} aria-labelledby="home-amount" data-state={home.state}>
        {home.state === 'failed' ? (
          <ErrorState message={t('home.loadFailed')} retryLabel={t('common.retry')} onRetry={home.retry} />
        ) : (
          <>
            {owes ? loan : null}
            <p id="home-amount" className={styles.label}>
              {t('home.amountLabel')}
            </p>
            <OfferFigures
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
      {market.data && market.data.products.length > 0 ? (
        <ProductList products={market.data.products} currency={data?.currency} />
      ) : null}
    </Page>
  );
}
