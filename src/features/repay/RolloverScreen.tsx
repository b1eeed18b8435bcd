import meTexts from '../../i18n/sections/me.ts';
import texts from '../../i18n/sections/repay.ts';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { latestOrder } from '../../api/latest-order.ts';
import { extensionData } from '../../api/repay.ts';
import { useRequest } from '../../lib/useRequest.ts';
import type { ExtensionData } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { currentLocation, goBack, navigate, useQuery } from '../../routing/hash-location.ts';
import { PATHS, withQuery, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { FigureList, type Figure } from '../../ui/FigureList.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Page } from '../../ui/Page.tsx';
import { needsApp } from '../../loan/app-only.ts';
import { renewalAgreementFacts } from '../../lib/agreement-facts.ts';
import { AgreementCheckbox } from '../../ui/AgreementCheckbox.tsx';
import styles from './repay.module.css';

/** What the rollover screen shows, also its `data-state`. */
export type RolloverView = 'visitor' | 'loading' | 'failed' | 'none' | 'unavailable' | 'appOnly' | 'offered';

type Offer = { orderNo: string; offer: ExtensionData } | null;

/**
 * Rollover (`/repay/exhibition_period_detail`): the fee, the new due date and what stays owed, from the
 * server's extension data; offered only when that data says it is available, and only in the app where the
 * market's setting says so (docs/decisions.md). Confirming pays the fee at the cashier (purpose `rollover`),
 * which creates the fee's payment order (`repay/confirmExtensionOrder`) on the channel the borrower picks.
 */
export default function RolloverScreen({ title }: ScreenProps) {
  const t = useT(meTexts, texts);
  const { token } = useSnapshot(session);
  const query = useQuery();
  const request = useRequest<Offer>(async () => {
    if (!token) return null;
    const orderNo = query.orderNo ?? (await latestOrder())?.orderNo;
    return orderNo ? { orderNo, offer: await extensionData(orderNo) } : null;
  }, [token, query.orderNo]);

  const data = request.data;
  const view: RolloverView = !token
    ? 'visitor'
    : request.state === 'failed'
      ? 'failed'
      : request.state === 'loading'
        ? 'loading'
        : !data
          ? 'none'
          : !data.offer.available
            ? 'unavailable'
            : needsApp('rollover')
              ? 'appOnly'
              : 'offered';
  const backToRepay = data ? withQuery(PATHS.repayDetail, { orderNo: data.orderNo }) : PATHS.repayDetail;

  return (
    <Page title={t(title)} onBack={() => goBack(backToRepay)} backLabel={t('common.back')}>
      <div className={styles.screen} data-state={view}>
        {view === 'visitor' ? (
          <EmptyState
            title={t('me.greetingGuest')}
            body={t('me.guestBody')}
            action={
              <Button block href={`#${withQuery(PATHS.login, { redirect: currentLocation() })}`}>
                {t('me.loginEntry')}
              </Button>
            }
          />
        ) : view === 'failed' ? (
          <ErrorState
            message={t('repay.rollover.loadFailed')}
            retryLabel={t('common.retry')}
            onRetry={request.retry}
          />
        ) : view === 'loading' ? (
          <LoadingLine>{t('common.loading')}</LoadingLine>
        ) : view === 'none' ? (
          <EmptyState
            title={t('repay.noLoanTitle')}
            body={t('repay.noLoanBody')}
            action={
              <Button block variant="secondary" href={`#${PATHS.home}`}>
                {t('screens.goHome')}
              </Button>
            }
          />
        ) : view === 'unavailable' ? (
          <EmptyState
            title={t('repay.rollover.unavailableTitle')}
            body={
              <>
                {data?.offer.refusal ? (
                  <p>
                    {t(`repay.rollover.refusal.${data.offer.refusal}`, {
                      max: formatNumber(data.offer.maxRollovers),
                    })}
                  </p>
                ) : null}
                <p>{t('repay.rollover.unavailableBody')}</p>
              </>
            }
            action={
              <Button block variant="secondary" href={`#${backToRepay}`}>
                {t('repay.rollover.backToRepay')}
              </Button>
            }
          />
        ) : data ? (
          <OfferCard orderNo={data.orderNo} offer={data.offer} appOnly={view === 'appOnly'} />
        ) : null}
      </div>
    </Page>
  );
}

/**
 * The offer and its consent: the fee is paid only after the borrower agrees to the loan renewal
 * agreement, named as a link that opens it over the screen with this offer's figures (fee, dates, what stays
 * owed); closing it finds the box as it was. Never pre-ticked.
 */
function OfferCard({ orderNo, offer, appOnly }: { orderNo: string; offer: ExtensionData; appOnly: boolean }) {
  const t = useT(meTexts, texts);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | undefined>();
  const days = formatNumber(offer.days);
  const figures: Figure[] = [
    { id: 'fee', label: t('repay.rollover.fee'), value: formatMoney(offer.fee), emphasis: true },
  ];
  if (offer.dueDate !== null)
    figures.push({
      id: 'currentDue',
      label: t('repay.rollover.currentDue'),
      value: formatDate(offer.dueDate),
    });
  if (offer.newDueDate !== null)
    figures.push({ id: 'newDue', label: t('repay.rollover.newDue'), value: formatDate(offer.newDueDate) });
  figures.push({
    id: 'stillOwed',
    label: t('repay.rollover.stillOwed'),
    value: formatMoney(offer.unpaidAmount),
  });

  return (
    <>
      <section className={styles.card} aria-labelledby="rollover-lead">
        <h2 id="rollover-lead" className={styles.sectionTitle}>
          {t('repay.rollover.lead', { days })}
        </h2>
        <FigureList label={t('repay.rollover.figuresLabel')} figures={figures} />
        <p className={styles.muted}>{t('repay.rollover.note', { days })}</p>
      </section>
      {appOnly ? (
        <p className={styles.alert} role="alert">
          {t('repay.rollover.appOnly')}
        </p>
      ) : (
        <>
          <AgreementCheckbox
            name="renewalAgreement"
            checked={agreed}
            onCheckedChange={(value) => {
              setAgreed(value);
              if (value) setAgreeError(undefined);
            }}
            error={agreeError}
            documents={[{ id: 'renewal', facts: renewalAgreementFacts(offer) }]}
          />
          <Button
            block
            onClick={() => {
              if (!agreed) {
                setAgreeError(t('repay.rollover.agreeRequired'));
                return;
              }
              navigate(withQuery(PATHS.cashier, { orderNo, amount: String(offer.fee), purpose: 'rollover' }));
            }}
          >
            {t('repay.rollover.confirm', { fee: formatMoney(offer.fee) })}
          </Button>
        </>
      )}
    </>
  );
}
