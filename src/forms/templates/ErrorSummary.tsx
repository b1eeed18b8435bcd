import { useId } from 'react';
import styles from './templates.module.css';

export interface SummaryItem {
  field: string;
  label: string;
  message: string;
}

export type ErrorSummaryProps = {
  title: string;
  items: readonly SummaryItem[];
  /** Moves focus to the field (its first control). */
  onGoTo: (field: string) => void;
};

/**
 * Above the form after a submit with errors: what needs attention, each a button to the field. An alert,
 * so it is announced even though focus moves to the first invalid field.
 */
export function ErrorSummary({ title, items, onGoTo }: ErrorSummaryProps) {
  const titleId = useId();
  return (
    <div className={styles.summary} role="alert" aria-labelledby={titleId} data-testid="error-summary">
      <h2 id={titleId} className={styles.summaryTitle}>
        {title}
      </h2>
      <ul className={styles.summaryList}>
        {items.map((item) => (
          <li key={item.field}>
            <button type="button" className={styles.summaryLink} onClick={() => onGoTo(item.field)}>
              {/* The field's name on its line, the message under it: a label ending in "?" reads well. */}
              {item.label ? <span className={styles.summaryLabel}>{item.label}</span> : null}
              {item.label ? ' ' : null}
              {item.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
