import texts from '../../i18n/sections/documents.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { useChosenLanguage, useT } from '../../i18n/i18n.ts';
import { loadDocuments, type DocumentId } from '../../lib/content.ts';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { DocumentArticle } from '../../ui/DocumentArticle.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Page } from '../../ui/Page.tsx';

/**
 * One agreement (privacy policy, terms of service, loan renewal agreement) as data
 * (content/documents/<lang>.json), in the chosen language (English when it has none), with the lender's
 * name and the market's facts filled in. Read from Me there is no loan in view: an agreement's figures
 * section says where its figures are shown instead (the agreement sheet of a form fills them).
 */
export function DocumentScreen({ id, title }: ScreenProps & { id: DocumentId }) {
  const t = useT(texts);
  const lang = useChosenLanguage();
  const documents = useRequest(() => loadDocuments(lang), [lang]);
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.me)} backLabel={t('common.back')}>
      <div data-state={documents.state}>
        {documents.state === 'failed' ? (
          <ErrorState
            message={t('documents.loadFailed')}
            retryLabel={t('common.retry')}
            onRetry={documents.retry}
          />
        ) : documents.state === 'loading' || !documents.data ? (
          <LoadingLine>{t('common.loading')}</LoadingLine>
        ) : (
          <DocumentArticle document={documents.data[id]} lang={documents.data.lang} />
        )}
      </div>
    </Page>
  );
}
