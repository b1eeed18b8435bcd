import meTexts from '../../i18n/sections/me.ts';
import recordsTexts from '../../i18n/sections/records.ts';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { lendingRecord } from '../../api/loan.ts';
import { useRequest } from '../../lib/useRequest.ts';
import type { LoanOrder } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { currentLocation, navigate, useQuery } from '../../routing/hash-location.ts';
import { PATHS, withQuery, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Page } from '../../ui/Page.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderList } from './OrderList.tsx';

/**
 * The records tab: the borrower's loan orders, and with `?orderNo=` in the hash one order's detail
 * (the spec's route table has no route of its own for it). One load serves both, so going from the
 * list to an order and back asks the server nothing more.
 */
export default function RecordsScreen({ title }: ScreenProps) {
  const t = useT(meTexts, recordsTexts);
  const { token } = useSnapshot(session);
  const { orderNo } = useQuery();
  const records = useRequest(() => (token ? lendingRecord() : Promise.resolve(null)), [token]);
  // Opened from the list: back is the browser's back (the list's entry); from a deep link, the list.
  const fromList = useRef(false);

  // The shell scrolls to the top when the path changes; list ↔ detail changes only the query.
  useEffect(() => {
    window.scrollTo(0, 0);
    if (!orderNo) fromList.current = false;
  }, [orderNo]);

  const back = () => {
    if (fromList.current) history.back();
    else navigate(PATHS.records, { replace: true });
  };
  const frame = orderNo
    ? ({ title: t('records.detailTitle'), onBack: back, backLabel: t('records.backToList') } as const)
    : { title: t(title) };

  return (
    <Page {...frame} withTabBar>
      <div data-state={token ? records.state : 'visitor'}>
        {!token ? (
          // Records is not guarded in the spec's route table: a visitor is asked to log in here.
          <EmptyState
            title={t('records.guestTitle')}
            body={t('records.guestBody')}
            action={
              <Button block href={`#${withQuery(PATHS.login, { redirect: currentLocation() })}`}>
                {t('me.loginEntry')}
              </Button>
            }
          />
        ) : records.state === 'failed' ? (
          <ErrorState
            message={t('records.loadFailed')}
            retryLabel={t('common.retry')}
            onRetry={records.retry}
          />
        ) : records.state === 'loading' || !records.data ? (
          <LoadingLine>{t('common.loading')}</LoadingLine>
        ) : orderNo ? (
          <Detail orderNo={orderNo} orders={records.data.orders} />
        ) : records.data.orders.length === 0 ? (
          <EmptyState
            title={t('common.noData')}
            body={t('records.emptyBody')}
            action={
              <Button block href={`#${PATHS.home}`}>
                {t('records.apply')}
              </Button>
            }
          />
        ) : (
          <OrderList
            orders={records.data.orders}
            onOpen={() => {
              fromList.current = true;
            }}
          />
        )}
      </div>
    </Page>
  );
}

/** The order named in the query, or 'No data' when the borrower has no such order. */
function Detail({ orderNo, orders }: { orderNo: string; orders: readonly LoanOrder[] }) {
  const t = useT(meTexts, recordsTexts);
  const order = orders.find((o) => o.orderNo === orderNo);
  // Keyed: another order is a new page (focus moves to its heading again).
  // Orders come newest first: only the newest finished loan leads to the next application.
  if (order) return <OrderDetail key={order.orderNo} order={order} latest={orders[0] === order} />;
  return (
    <EmptyState
      title={t('common.noData')}
      body={t('records.notFound')}
      action={
        <Button block variant="secondary" href={`#${PATHS.records}`}>
          {t('records.backToList')}
        </Button>
      }
    />
  );
}
