import feedbackTexts from '../../i18n/sections/feedback.ts';
import { useState } from 'react';
import { submitRating } from '../../api/feedback.ts';
import type { FeedbackTicket } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { showToast } from '../../store/toasts.ts';
import styles from './feedback.module.css';

/** A done ticket: was it solved? Asked once; afterwards the answer given. */
export function RatingPanel({ ticket, onRated }: { ticket: FeedbackTicket; onRated: () => void }) {
  const t = useT(feedbackTexts);
  const [sending, setSending] = useState<boolean | null>(null);
  const rate = async (resolved: boolean) => {
    if (sending !== null) return; // one tap, one rating
    setSending(resolved);
    try {
      await submitRating(ticket.feedbackId, resolved);
      showToast(t('feedback.rating.thanks'), { kind: 'success' });
      onRated();
    } catch {
      // The API layer said what happened; the buttons are offered again.
    } finally {
      setSending(null);
    }
  };
  return (
    <section
      className={styles.section}
      aria-labelledby="feedback-rating"
      data-state={ticket.resolved === null ? 'ask' : 'rated'}
    >
      <h2 id="feedback-rating" className={styles.sectionTitle}>
        {t('feedback.rating.question')}
      </h2>
      {ticket.resolved === null ? (
        <div className={styles.ratingButtons}>
          <Button loading={sending === true} onClick={() => void rate(true)}>
            {t('feedback.rating.resolved')}
          </Button>
          <Button variant="secondary" loading={sending === false} onClick={() => void rate(false)}>
            {t('feedback.rating.unresolved')}
          </Button>
        </div>
      ) : (
        <p className={styles.text}>
          {t(ticket.resolved ? 'feedback.rating.doneResolved' : 'feedback.rating.doneUnresolved')}
        </p>
      )}
      <p className={styles.muted}>{t('feedback.detail.closed')}</p>
    </section>
  );
}
