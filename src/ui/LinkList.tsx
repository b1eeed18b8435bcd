import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { ChevronIcon } from './icons/controls.tsx';
import styles from './LinkList.module.css';

/** A card of rows, each one link to a detail (a loan order, a feedback ticket). */
export function LinkList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

export type LinkRowProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Shown between the row's lines and its chevron (e.g. an unread marker). */
  marker?: ReactNode;
};

/**
 * One row of a LinkList: its children are the row's lines, stacked (put two things on one line with
 * `LinkRowLine`). The whole row is the link, so its accessible name reads every line.
 */
export function LinkRow({ children, marker, ...link }: LinkRowProps) {
  return (
    <li>
      <a {...link} className={styles.row}>
        <span className={styles.main}>{children}</span>
        {marker}
        <ChevronIcon className={styles.chevron} size="1.25em" />
      </a>
    </li>
  );
}

/** Two things on one line of a LinkRow, pushed apart, wrapping on a narrow phone. */
export function LinkRowLine({ children }: { children: ReactNode }) {
  return <span className={styles.line}>{children}</span>;
}
