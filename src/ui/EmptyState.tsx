import type { ReactNode } from 'react';
import { InboxIcon } from './icons/status.tsx';
import styles from './EmptyState.module.css';

export type EmptyStateProps = {
  title: string;
  body?: ReactNode;
  /** Defaults to an empty tray. */
  icon?: ReactNode;
  /** E.g. a `Button` to apply for a first loan. */
  action?: ReactNode;
  /** `error` tints the icon red (used by `ErrorState`). */
  tone?: 'default' | 'error';
};

/** Centred icon, title, text and optional action, for lists with nothing in them yet. */
export function EmptyState({ title, body, icon, action, tone = 'default' }: EmptyStateProps) {
  return (
    <div className={styles.state} data-tone={tone}>
      <div className={styles.icon}>{icon ?? <InboxIcon size={48} strokeWidth={1.5} />}</div>
      <h2 className={styles.title}>{title}</h2>
      {body ? <div className={styles.body}>{body}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
