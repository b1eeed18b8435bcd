import texts from '../../i18n/sections/feedback.ts';
import { useSnapshot } from 'valtio';
import { useRequest } from '../../lib/useRequest.ts';
import { useT } from '../../i18n/i18n.ts';
import { LoginFirst } from '../../loan-ui/LoginFirst.tsx';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Page } from '../../ui/Page.tsx';
import { loadTickets } from './feedback-view.ts';
import { TicketList } from './TicketList.tsx';
import styles from './feedback.module.css';

/** `/feedback/feedback_list`: the borrower's tickets with their status and a red dot for unread replies. */
export default function FeedbackListScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const { token } = useSnapshot(session);
  const tickets = useRequest(() => (token ? loadTickets() : Promise.resolve([])), [token]);
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.me)} backLabel={t('common.back')}>
      <div className={styles.screen} data-state={token ? tickets.state : 'visitor'}>
        {!token ? (
          // Not guarded in the spec's route table: a visitor logs in first and comes back here.
          <LoginFirst />
        ) : (
          <>
            <p className={styles.intro}>{t('feedback.intro')}</p>
            <div className={styles.actions}>
              <Button block href={`#${PATHS.addFeedback}`}>
                {t('feedback.add')}
              </Button>
              <Button block variant="secondary" href={`#${PATHS.feedbackFaq}`}>
                {t('feedback.faqLink')}
              </Button>
            </div>
            {tickets.state === 'failed' ? (
              <ErrorState
                message={t('errors.requestFailed')}
                retryLabel={t('common.retry')}
                onRetry={tickets.retry}
              />
            ) : tickets.state === 'loading' || !tickets.data ? (
              <LoadingLine>{t('common.loading')}</LoadingLine>
            ) : tickets.data.length === 0 ? (
              <EmptyState title={t('feedback.emptyTitle')} body={t('feedback.emptyBody')} />
            ) : (
              <TicketList tickets={tickets.data} />
            )}
          </>
        )}
      </div>
    </Page>
  );
}
