import feedbackTexts from '../../i18n/sections/feedback.ts';
import type { FeedbackStatus } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { Tag } from '../../ui/Tag.tsx';
import { STATUS_TONE, statusLabel } from './feedback-view.ts';

/** A ticket's status in words, coloured by its tone. */
export function StatusTag({ status }: { status: FeedbackStatus }) {
  const t = useT(feedbackTexts);
  return (
    <Tag tone={STATUS_TONE[status]} data-status={status}>
      {t(statusLabel(status))}
    </Tag>
  );
}
