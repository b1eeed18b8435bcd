import texts from '../../i18n/sections/feedback.ts';
import { feedbackFaq } from '../../api/feedback.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { useLanguage, useT } from '../../i18n/i18n.ts';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { DisclosureItem, DisclosureList } from '../../ui/Disclosure.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Page } from '../../ui/Page.tsx';
import styles from './feedback.module.css';

/**
 * `/feedback/feedback_faq`: the server's questions and answers about feedback, in the app's language
 * (asked again when it changes). Server text, shown as text.
 */
export default function FeedbackFaqScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const lang = useLanguage();
  const faq = useRequest(() => feedbackFaq(), [lang]);
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.feedbackList)} backLabel={t('common.back')}>
      <div className={styles.screen} data-state={faq.state}>
        {faq.state === 'failed' ? (
          <ErrorState
            message={t('errors.requestFailed')}
            retryLabel={t('common.retry')}
            onRetry={faq.retry}
          />
        ) : faq.state === 'loading' || !faq.data ? (
          <LoadingLine>{t('common.loading')}</LoadingLine>
        ) : faq.data.items.length === 0 ? (
          <EmptyState title={t('feedback.faq.emptyTitle')} />
        ) : (
          <DisclosureList>
            {faq.data.items.map((item) => (
              <DisclosureItem key={item.question} question={item.question} level={2}>
                <p>{item.answer}</p>
              </DisclosureItem>
            ))}
          </DisclosureList>
        )}
      </div>
    </Page>
  );
}
