import texts from '../../i18n/sections/feedback.ts';
import { useSnapshot } from 'valtio';
import { createFeedback } from '../../api/feedback.ts';
import { useRequest } from '../../lib/useRequest.ts';
import type { FeedbackTicket } from '../../contract/entities.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import type { FormValues } from '../../forms/spec.ts';
import { useT } from '../../i18n/i18n.ts';
import { LoginFirst } from '../../loan-ui/LoginFirst.tsx';
import { goBack, navigate, useQuery } from '../../routing/hash-location.ts';
import { PATHS, withQuery, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Page } from '../../ui/Page.tsx';
import { showToast } from '../../store/toasts.ts';
import { detailLocation, loadTicket } from './feedback-view.ts';
import styles from './feedback.module.css';
import { UPLOADERS } from './upload-calls.ts';

/** What the form shows of a ticket being changed, under the call's names (the engine maps them). */
function savedValues(ticket: FeedbackTicket): FormValues {
  return {
    type: ticket.type,
    remark: ticket.remark,
    images: ticket.images,
    contact: ticket.contact,
    ...(ticket.appointmentTime === null ? {} : { appointmentTime: ticket.appointmentTime }),
  };
}

/**
 * `/feedback/add_feedback`: new feedback, or with `?feedbackId=` a change to one nobody has answered yet.
 * The form is the feedback schema's (schemas/<market>/feedback.*): fields, checks, pictures and the draft
 * are the engine's; this screen only sends and goes on. A failed send keeps everything typed.
 */
export default function AddFeedbackScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const { token, userInfo } = useSnapshot(session);
  const { feedbackId } = useQuery();
  const ticket = useRequest(
    () => (token && feedbackId ? loadTicket(feedbackId) : Promise.resolve(null)),
    [token, feedbackId],
  );
  const userId = String(userInfo?.userId ?? 'guest');

  const send = async (values: FormValues) => {
    const reply = await createFeedback(values, feedbackId);
    if (feedbackId) {
      showToast(t('feedback.form.saved'), { kind: 'success' });
      navigate(detailLocation(feedbackId), { replace: true });
    } else navigate(withQuery(PATHS.feedbackResult, { feedbackId: reply.feedbackId }), { replace: true });
  };

  const body = () => {
    if (!token) return <LoginFirst />;
    if (!feedbackId) {
      return (
        <SchemaForm
          name="feedback"
          user={userId}
          submitLabel={t('feedback.form.send')}
          onSubmit={send}
          uploaders={UPLOADERS}
        />
      );
    }
    if (ticket.state === 'failed') {
      return (
        <ErrorState
          message={t('errors.requestFailed')}
          retryLabel={t('common.retry')}
          onRetry={ticket.retry}
        />
      );
    }
    if (ticket.state === 'loading' || !ticket.data) {
      return <LoadingLine>{t('common.loading')}</LoadingLine>;
    }
    if (!ticket.data.editable) {
      return (
        <EmptyState
          title={t('feedback.form.notEditable')}
          action={
            <Button block href={`#${detailLocation(feedbackId)}`}>
              {t('feedback.form.toDetail')}
            </Button>
          }
        />
      );
    }
    // The draft of a change is kept per ticket, apart from the draft of new feedback.
    return (
      <SchemaForm
        name="feedback"
        user={`${userId}:${feedbackId}`}
        initialValues={savedValues(ticket.data)}
        submitLabel={t('feedback.form.save')}
        onSubmit={send}
        uploaders={UPLOADERS}
      />
    );
  };

  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.feedbackList)} backLabel={t('common.back')}>
      <div className={styles.screen} data-state={token ? (feedbackId ? 'edit' : 'add') : 'visitor'}>
        {token ? <p className={styles.intro}>{t('feedback.form.intro')}</p> : null}
        {body()}
      </div>
    </Page>
  );
}
