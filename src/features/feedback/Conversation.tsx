import feedbackTexts from '../../i18n/sections/feedback.ts';
import type { FeedbackMessage } from '../../contract/entities.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useT } from '../../i18n/i18n.ts';
import styles from './feedback.module.css';

/**
 * The ticket's messages, oldest first. Replies are other people's text: rendered as React text (never as
 * HTML), so markup in a reply is shown as the characters it is made of.
 */
export function Conversation({ messages }: { messages: readonly FeedbackMessage[] }) {
  const t = useT(feedbackTexts);
  return (
    <section className={styles.section} aria-labelledby="feedback-conversation">
      <h2 id="feedback-conversation" className={styles.sectionTitle}>
        {t('feedback.detail.conversation')}
      </h2>
      {messages.length === 0 ? (
        <p className={styles.muted}>{t('feedback.detail.noMessages')}</p>
      ) : (
        <ol className={styles.conversation}>
          {messages.map((message) => (
            <li key={message.messageId} className={styles.message} data-from={message.from}>
              <p className={styles.messageMeta}>
                <span>
                  {t(message.from === 'staff' ? 'feedback.detail.fromStaff' : 'feedback.detail.fromUser')}
                </span>
                <span>{formatDate(message.at, 'DD-MM-YYYY HH:mm')}</span>
              </p>
              <p className={styles.text}>{message.text}</p>
              {message.images.length > 0 ? (
                <p className={styles.muted}>
                  {t('feedback.detail.messagePictures', { count: message.images.length })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
