import feedbackTexts from '../../i18n/sections/feedback.ts';
import type { ReactNode } from 'react';
import type { FeedbackTicket } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { appointmentLabel, editLocation, typeLabel } from './feedback-view.ts';
import { StatusTag } from './StatusTag.tsx';
import styles from './feedback.module.css';

/** What the borrower sent: type, status, date, description (as text), pictures, contact; a change while unanswered. */
export function TicketSummary({ ticket }: { ticket: FeedbackTicket }) {
  const t = useT(feedbackTexts);
  const facts: Array<[string, ReactNode]> = [
    [t('feedback.detail.type'), t(typeLabel(ticket.type))],
    [t('feedback.detail.status'), <StatusTag key="status" status={ticket.status} />],
    [t('feedback.detail.sent'), formatDate(ticket.createdAt, 'DD-MM-YYYY HH:mm')],
    [
      t('feedback.detail.description'),
      <p key="remark" className={styles.text}>
        {ticket.remark}
      </p>,
    ],
  ];
  if (ticket.images.length > 0) {
    facts.push([
      t('feedback.detail.pictures'),
      t('feedback.detail.pictureCount', { count: ticket.images.length }),
    ]);
  }
  if (ticket.contact) facts.push([t('feedback.detail.contact'), ticket.contact]);
  if (ticket.appointmentTime) {
    facts.push([t('feedback.detail.appointment'), t(appointmentLabel(ticket.appointmentTime))]);
  }
  return (
    <section className={styles.section} aria-labelledby="feedback-summary">
      <h2 id="feedback-summary" className={styles.sectionTitle}>
        {t('feedback.detail.summary')}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {ticket.editable ? (
        <Button block variant="secondary" href={`#${editLocation(ticket.feedbackId)}`}>
          {t('feedback.detail.edit')}
        </Button>
      ) : null}
    </section>
  );
}
