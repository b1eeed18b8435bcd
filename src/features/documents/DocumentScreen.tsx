import texts from 'virtual:screen-texts/documents';
import { useRequest } from '../../api/useRequest.ts';
import { addTexts, useChosenLanguage, useT } from '../../i18n/i18n.ts';
import { fill, loadDocuments, type DocumentId, type LegalDocument } from '../../lib/content.ts';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { market } from '../../store/market.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Page } from '../../ui/Page.tsx';
import styles from './documents.module.css';

// These screens' texts travel with their chunk (src/i18n/screen-texts.ts).
addTexts(texts);

/**
 * One agreement (privacy policy, terms of service, loan renewal agreement) as data
 * (content/documents/<lang>.json), in the chosen language (English when it has none), with the lender's
 * name and the figures filled from the market's data. Laid out for a phone: headings, short paragraphs,
 * 16 px text.
 */
export function DocumentScreen({ id, title }: ScreenProps & { id: DocumentId }) {
  const t = useT();
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
          <Document document={documents.data[id]} lang={documents.data.lang} />
        )}
      </div>
    </Page>
  );
}

function Document({ document, lang }: { document: LegalDocument; lang: string }) {
  const t = useT();
  return (
    <article className={styles.document} lang={lang}>
      {document.intro.map((paragraph) => (
        <p key={paragraph}>{fill(paragraph)}</p>
      ))}
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{fill(section.heading)}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{fill(item)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p className={styles.issuer}>{t('documents.issuedBy', { lender: market.lender.name })}</p>
    </article>
  );
}
