import texts from '../../i18n/sections/feedback.ts';
import { useT } from '../../i18n/i18n.ts';
import { navigate, useQuery } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { CheckIcon } from '../../ui/icons/controls.tsx';
import { Page } from '../../ui/Page.tsx';
import { detailLocation } from './feedback-view.ts';
import styles from './feedback.module.css';

/** `/feedback/feedback_result`: after new feedback was sent, what happens next and where to go. */
export default function FeedbackResultScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const { feedbackId } = useQuery();
  return (
    <Page
      title={t(title)}
      onBack={() => navigate(PATHS.feedbackList, { replace: true })}
      backLabel={t('common.back')}
    >
      <div className={styles.screen} data-state="sent">
        <EmptyState
          icon={<CheckIcon size={48} />}
          title={t('feedback.result.title')}
          body={t('feedback.result.body')}
          action={
            <div className={styles.actions}>
              {feedbackId ? (
                <Button block href={`#${detailLocation(feedbackId)}`}>
                  {t('feedback.result.view')}
                </Button>
              ) : null}
              <Button block variant="secondary" href={`#${PATHS.feedbackList}`}>
                {t('feedback.result.list')}
              </Button>
            </div>
          }
        />
      </div>
    </Page>
  );
}
