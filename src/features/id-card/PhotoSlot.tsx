import idCardTexts from '../../i18n/sections/idCard.ts';
import { useId } from 'react';
import { useT, type KeysOf, type MessageKey } from '../../i18n/i18n.ts';
import { FileButton } from '../../ui/FileButton.tsx';
import { isBusy, type SlotState } from './id-card-state.ts';
import { PhotoPreview } from './PhotoPreview.tsx';
import { UploadStatus } from './UploadStatus.tsx';
import styles from './id-card.module.css';

export interface PhotoSlotProps {
  /** 'front' or 'back': the section's `data-slot`. */
  id: string;
  title: string;
  hint: string;
  slot: SlotState;
  /** Why this photo cannot be taken yet (the back waits for the front), or null. */
  lock: MessageKey | KeysOf<typeof idCardTexts> | null;
  onFile: (file: File) => void;
  onCancel: () => void;
  onRetry: () => void;
}

/** One side of the ID card: its photo, what is happening to it, and camera and gallery buttons. */
export function PhotoSlot({ id, title, hint, slot, lock, onFile, onCancel, onRetry }: PhotoSlotProps) {
  const t = useT(idCardTexts);
  const headingId = useId();
  const busy = isBusy(slot);
  const taken = slot.state === 'done' || slot.state === 'failed';
  return (
    <section className={styles.card} aria-labelledby={headingId} data-slot={id} data-state={slot.state}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.hint}>{hint}</p>
      <PhotoPreview
        photo={slot.photo}
        alt={t('idCard.photo.previewOf', { side: title })}
        // Accepted before a reload: the server has it, this page has no picture of it.
        emptyLabel={t(slot.onServer ? 'idCard.photo.onServer' : 'idCard.photo.empty')}
      />
      <UploadStatus slot={slot} name={title} onCancel={onCancel} onRetry={onRetry} />
      {lock ? <p className={styles.lock}>{t(lock)}</p> : null}
      {busy ? null : (
        <div className={styles.actions}>
          <FileButton
            accept="image/*"
            capture="environment"
            variant={taken ? 'secondary' : 'primary'}
            disabled={lock !== null}
            ariaLabel={t(taken ? 'idCard.photo.retakeOf' : 'idCard.photo.takePhotoOf', { side: title })}
            onFile={onFile}
          >
            {t(taken ? 'idCard.photo.retake' : 'idCard.photo.takePhoto')}
          </FileButton>
          <FileButton
            accept="image/*"
            variant="text"
            disabled={lock !== null}
            ariaLabel={t('idCard.photo.fromGalleryOf', { side: title })}
            onFile={onFile}
          >
            {t('idCard.photo.fromGallery')}
          </FileButton>
        </div>
      )}
    </section>
  );
}
