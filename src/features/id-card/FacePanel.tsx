import idCardTexts from '../../i18n/sections/idCard.ts';
import { useId } from 'react';
import { isInApp } from '../../bridge/bridge.ts';
import { useT, type MessageKey, type KeysOf } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { isBusy, type SlotState } from './id-card-state.ts';
import { PhotoPreview } from './PhotoPreview.tsx';
import { UploadStatus } from './UploadStatus.tsx';
import styles from './id-card.module.css';

type TextKey = MessageKey | KeysOf<typeof idCardTexts>;

export interface FacePanelProps {
  face: SlotState;
  /** Why the face check cannot start yet, or null. */
  lock: TextKey | null;
  /** Inside the app: the SDK the feature mode picks. */
  onStartNative: () => void;
  /** In a plain browser: a selfie from the front camera. */
  onSelfie: (file: File) => void;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * The face check: the app's SDK inside the Android app; in a plain browser, where the bridge is not
 * there, a selfie through a file input on the front camera (docs/decisions.md, "App context").
 */
export function FacePanel({ face, lock, onStartNative, onSelfie, onCancel, onRetry }: FacePanelProps) {
  const t = useT(idCardTexts);
  const headingId = useId();
  const title = t('idCard.face.title');
  const again = face.state !== 'empty';
  return (
    <section className={styles.card} aria-labelledby={headingId} data-slot="face" data-state={face.state}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.hint}>{t('idCard.face.intro')}</p>
      <PhotoPreview
        photo={face.photo}
        alt={t('idCard.face.previewLabel')}
        emptyLabel={t('idCard.photo.empty')}
        round
      />
      <UploadStatus
        slot={face}
        name={title}
        doneLabel="idCard.face.done"
        onCancel={onCancel}
        onRetry={onRetry}
      />
      {lock ? <p className={styles.lock}>{t(lock)}</p> : null}
      {isBusy(face) || face.state === 'done' ? null : (
        <div className={styles.actions}>
          {isInApp() ? (
            <Button variant="primary" disabled={lock !== null} onClick={onStartNative}>
              {t(again ? 'idCard.face.again' : 'idCard.face.start')}
            </Button>
          ) : (
            <FileButton
              accept="image/*"
              capture="user"
              variant="primary"
              disabled={lock !== null}
              onFile={onSelfie}
            >
              {t(again ? 'idCard.face.again' : 'idCard.face.takeSelfie')}
            </FileButton>
          )}
        </div>
      )}
    </section>
  );
}
