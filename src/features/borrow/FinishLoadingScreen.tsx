import texts from '../../i18n/sections/borrow.ts';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { submitApplication } from '../../api/user.ts';
import { useT } from '../../i18n/i18n.ts';
import { passCollectionGate } from '../../loan/collection-gate.ts';
import { routeByStep } from '../../loan/steps.ts';
import { navigate, useQuery } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusText } from '../../ui/StatusText.tsx';
import styles from './borrow.module.css';

/**
 * Step 19: the order exists; the device data the market needs is collected (in the app), then the
 * application is submitted for review. A failure keeps the order: retry is one tap.
 */
export default function FinishLoadingScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const { orderNo } = useQuery();
  const [attempt, setAttempt] = useState(0);
  return (
    <Page title={t(title)}>
      <div className={styles.stack}>
        {orderNo ? (
          // A new attempt is a new submission: the key starts it afresh.
          <Submission key={attempt} orderNo={orderNo} onRetry={() => setAttempt((n) => n + 1)} />
        ) : (
          <>
            <p className={styles.status}>{t('borrow.noOrder')}</p>
            <Button block onClick={() => navigate(PATHS.home)}>
              {t('screens.goHome')}
            </Button>
          </>
        )}
      </div>
    </Page>
  );
}

/** The submission replaces this screen in history: Back from the review must not submit again. */
const replaceWith = (to: string) => navigate(to, { replace: true });

function Submission({ orderNo, onRetry }: { orderNo: string; onRetry: () => void }) {
  const t = useT(texts);
  const { userInfo } = useSnapshot(session);
  const userId = userInfo?.userId ?? 0;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    (async () => {
      await passCollectionGate(orderNo, userId);
      const step = await submitApplication(orderNo, { background: true });
      if (!current) return;
      if (!routeByStep(step.stepCode, step.query, replaceWith)) replaceWith(PATHS.home);
    })().catch(() => {
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [orderNo, userId]);

  if (failed) {
    return <ErrorState message={t('borrow.submitFailed')} retryLabel={t('common.retry')} onRetry={onRetry} />;
  }
  return (
    <div data-state="working">
      <Spinner size={40} />
      <StatusText className={styles.status}>{t('borrow.submitting')}</StatusText>
    </div>
  );
}
