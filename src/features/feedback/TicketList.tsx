import feedbackTexts from '../../i18n/sections/feedback.ts';
import type { FeedbackTicket } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useT } from '../../i18n/i18n.ts';
import { LinkList, LinkRow, LinkRowLine } from '../../ui/LinkList.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { detailLocation, typeLabel } from './feedback-view.ts';
import { StatusTag } from './StatusTag.tsx';
import styles from './feedback.module.css';

/**
 * The borrower's tickets, most recently changed first. Each row is one link to the conversation: type,
 * status, date, the start of the description (as text) and a red dot while a staff reply is unread.
 */
export function TicketList({ tickets }: { tickets: readonly FeedbackTicket[] }) {
  const t = useT(feedbackTexts);
  return (
    <LinkList label={t('feedback.listLabel')}>
      {tickets.map((ticket) => (
        <LinkRow
          key={ticket.feedbackId}
          href={`#${detailLocation(ticket.feedbackId)}`}
          data-status={ticket.status}
          data-unread={ticket.unread > 0 || undefined}
          marker={
            ticket.unread > 0 ? (
              <span className={styles.dot} data-testid="red-dot">
                <VisuallyHidden>{t('feedback.newReply')}</VisuallyHidden>
              </span>
            ) : null
          }
        >
          <LinkRowLine>
            <span className={styles.typeName}>{t(typeLabel(ticket.type))}</span>
            <StatusTag status={ticket.status} />
          </LinkRowLine>
          <span className={styles.excerpt}>{ticket.remark}</span>
          <span className={styles.muted}>{t('feedback.sentOn', { date: formatDate(ticket.createdAt) })}</span>
        </LinkRow>
      ))}
    </LinkList>
  );
}
