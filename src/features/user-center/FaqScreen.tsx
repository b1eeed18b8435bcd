import texts from '../../i18n/sections/userCenter.ts';
import faqTexts from '../../i18n/sections/faq.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { useChosenLanguage, useT } from '../../i18n/i18n.ts';
import { loadFaq } from '../../lib/content.ts';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Page } from '../../ui/Page.tsx';
import { FaqList } from './FaqList.tsx';
import styles from './user-center.module.css';

/**
 * The FAQ, as data in the language the borrower chose (content/faq/<lang>.json, loaded with this screen):
 * English or Kiswahili for tz, Spanish for a market that offers it (its UI texts stay English).
 */
export default function FaqScreen({ title }: ScreenProps) {
  const t = useT(texts, faqTexts);
  const lang = useChosenLanguage();
  const faq = useRequest(() => loadFaq(lang), [lang]);
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.me)} backLabel={t('common.back')}>
      <div data-state={faq.state}>
        {faq.state === 'failed' ? (
          <ErrorState message={t('faq.loadFailed')} retryLabel={t('common.retry')} onRetry={faq.retry} />
        ) : faq.state === 'loading' || !faq.data ? (
          <LoadingLine>{t('common.loading')}</LoadingLine>
        ) : (
          <>
            <p className={styles.intro}>{t('faq.intro')}</p>
            <FaqList faq={faq.data} />
            <section className={styles.more} aria-labelledby="faq-more">
              <h2 id="faq-more" className={styles.sectionTitle}>
                {t('faq.moreHelp')}
              </h2>
              <Button block variant="secondary" href={`#${PATHS.customerServices}`}>
                {t('faq.contact')}
              </Button>
            </section>
          </>
        )}
      </div>
    </Page>
  );
}
