import texts from '../../i18n/sections/feedback.ts';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { addLeaveMessage } from '../../api/feedback.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import type { FormValues } from '../../forms/spec.ts';
import { useT } from '../../i18n/i18n.ts';
import { LoginFirst } from '../../loan-ui/LoginFirst.tsx';
import { goBack, useQuery } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Page } from '../../ui/Page.tsx';
import { showToast } from '../../store/toasts.ts';
import { Conversation } from './Conversation.tsx';
import { loadTicket } from './feedback-view.ts';
import { RatingPanel } from './RatingPanel.tsx';
import { TicketSummary } from './TicketSummary.tsx';
import styles from './feedback.module.css';
import { UPLOADERS } from './upload-calls.ts';

/**
 * `/feedback/feedbackDetail?feedbackId=…`: the ticket, its conversation (opening it reads the staff
 * replies: the red dot goes), and either a reply (the message form, schemas/<market>/feedbackMessage.*,
 * with pictures) or, once done, the rating.
 */
export default function FeedbackDetailScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const { token, userInfo } = useSnapshot(session);
  const { feedbackId = '' } = useQuery();
  /** Bumped after a message is sent: the conversation loads again and the message form starts empty. */
  const [sent, setSent] = useState(0);
  const ticket = useRequest(
    () => (token && feedbackId ? loadTicket(feedbackId) : Promise.reject(new Error('no ticket'))),
    [token, feedbackId, sent],
  );

  const reply = async (values: FormValues) => {
    await addLeaveMessage(feedbackId, values);
    showToast(t('feedback.detail.sent'), { kind: 'success' });
  };

  const body = () => {
    if (!token) return <LoginFirst />;
    if (ticket.state === 'failed') {
      return (
        <ErrorState
          message={t('errors.requestFailed')}
          retryLabel={t('common.retry')}
          onRetry={ticket.retry}
        />
      );
    }
    // While a reload after a message runs, the last conversation stays on screen.
    if (!ticket.data) return <LoadingLine>{t('common.loading')}</LoadingLine>;
    const current = ticket.data;
    return (
      <>
        <TicketSummary ticket={current} />
        <Conversation messages={current.messages} />
        {current.status === 4 ? (
          <RatingPanel ticket={current} onRated={() => setSent((n) => n + 1)} />
        ) : (
          <section className={styles.section} aria-labelledby="feedback-reply">
            <h2 id="feedback-reply" className={styles.sectionTitle}>
              {t('feedback.detail.replyHeading')}
            </h2>
            <SchemaForm
              key={sent}
              name="feedbackMessage"
              user={`${String(userInfo?.userId ?? 'guest')}:${feedbackId}`}
              submitLabel={t('feedback.detail.send')}
              onSubmit={reply}
              uploaders={UPLOADERS}
              // Once the sent reply's draft is gone: an empty box for the next message.
              onSent={() => setSent((n) => n + 1)}
            />
          </section>
        )}
      </>
    );
  };

  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.feedbackList)} backLabel={t('common.back')}>
      <div
        className={styles.screen}
        data-state={token ? ticket.state : 'visitor'}
        data-status={ticket.data?.status}
      >
        {body()}
      </div>
    </Page>
  );
}
