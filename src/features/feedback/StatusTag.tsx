import type { FeedbackStatus } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { STATUS_TONE, statusLabel } from './feedback-view.ts';
import styles from './feedback.module.css';

/** A ticket's status in words, coloured by its tone. */
export function StatusTag({ status }: { status: FeedbackStatus }) {
  const t = useT();
  return (
    <span className={styles.tag} data-status={status} data-tone={STATUS_TONE[status]}>
      {t(statusLabel(status))}
    </span>
  );
}
