import idCardTexts from '../../i18n/sections/idCard.ts';
import { useT, type MessageKey, type KeysOf } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { CheckIcon } from '../../ui/icons/controls.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import type { SlotState, UploadState } from './id-card-state.ts';
import { problemText } from './problems.ts';
import styles from './id-card.module.css';

type TextKey = MessageKey | KeysOf<typeof idCardTexts>;

export interface UploadStatusProps {
  slot: SlotState;
  /** The slot's name for screen readers, e.g. "Front of the ID card". */
  name: string;
  /** What "done" says, e.g. 'idCard.face.done'; 'Uploaded' by default. */
  doneLabel?: TextKey;
  onCancel: () => void;
  onRetry: () => void;
}

/** The words for each state; failures say their problem instead. */
const WORDS: Record<UploadState, TextKey | null> = {
  empty: null,
  capturing: 'idCard.face.checking',
  compressing: 'idCard.photo.preparing',
  uploading: 'idCard.photo.uploading',
  done: 'idCard.photo.uploaded',
  failed: null,
};

/**
 * What is happening to one photo: progress with Cancel while it is prepared and sent, the problem with
 * a one-tap retry after a failure, a tick when it is accepted. The status line stays mounted so that
 * screen readers announce each change.
 */
export function UploadStatus({ slot, name, doneLabel, onCancel, onRetry }: UploadStatusProps) {
  const t = useT(idCardTexts);
  const words = slot.state === 'done' && doneLabel ? doneLabel : WORDS[slot.state];
  const sending = slot.state === 'compressing' || slot.state === 'uploading';
  return (
    <div className={styles.statusArea} data-state={slot.state}>
      <p className={slot.state === 'done' ? styles.done : styles.status} aria-live="polite">
        {slot.state === 'done' ? <CheckIcon size="1.25em" /> : null}
        {words ? <span>{t(words)}</span> : null}
      </p>
      {sending ? (
        <>
          <ProgressBar label={t('idCard.photo.progressOf', { side: name })} value={slot.progress} />
          <Button variant="text" onClick={onCancel} aria-label={t('idCard.photo.cancelOf', { side: name })}>
            {t('idCard.photo.cancel')}
          </Button>
        </>
      ) : null}
      {slot.state === 'failed' ? (
        <>
          <p className={styles.error} role="alert">
            {slot.problem ? problemText(slot.problem) : null}
          </p>
          {slot.retryable ? (
            <Button onClick={onRetry} aria-label={t('idCard.photo.retryOf', { side: name })}>
              {t('idCard.photo.retry')}
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
