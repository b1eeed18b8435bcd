import texts from '../i18n/sections/documents.ts';
import { useId } from 'react';
import { useRequest } from '../lib/useRequest.ts';
import { useChosenLanguage, useT } from '../i18n/i18n.ts';
import { loadDocuments, type DocumentId } from '../lib/content.ts';
import { Button } from './Button.tsx';
import { DocumentArticle } from './DocumentArticle.tsx';
import { ErrorState } from './ErrorState.tsx';
import { LoadingLine } from './LoadingLine.tsx';
import { Modal } from './Modal.tsx';
import { CloseIcon } from './icons/controls.tsx';
import styles from './AgreementSheet.module.css';

export type AgreementSheetProps = {
  /** The agreement shown. */
  id: DocumentId;
  /** The figures its `quote` sections name (src/lib/agreement-facts.ts); absent: read without figures. */
  facts?: Readonly<Record<string, string>> | null | undefined;
  /** The close button, "Back to the form", Escape, a tap on the dim or the phone's Back. */
  onClose: () => void;
};

/**
 * An agreement in a tall sheet over the form that asks for it, in the chosen language: the form stays
 * mounted underneath, so everything typed and ticked is there when the sheet closes. Mounted while open.
 * `data-state` on its body is the document's load state (`loading`, `ready`, `failed`).
 */
export function AgreementSheet({ id, facts, onClose }: AgreementSheetProps) {
  const t = useT(texts);
  const lang = useChosenLanguage();
  const titleId = useId();
  const documents = useRequest(() => loadDocuments(lang), [lang]);
  return (
    <Modal aria-labelledby={titleId} onDismiss={onClose} data-testid="agreement-sheet">
      <div className={styles.sheet}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t(`documents.titles.${id}`)}
          </h2>
          <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body} data-state={documents.state}>
          {documents.state === 'failed' ? (
            <ErrorState
              message={t('documents.loadFailed')}
              retryLabel={t('common.retry')}
              onRetry={documents.retry}
            />
          ) : documents.state === 'loading' || !documents.data ? (
            <LoadingLine>{t('common.loading')}</LoadingLine>
          ) : (
            <>
              <DocumentArticle document={documents.data[id]} lang={documents.data.lang} facts={facts} />
              <div className={styles.footer}>
                <Button block variant="secondary" onClick={onClose}>
                  {t('documents.backToForm')}
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
