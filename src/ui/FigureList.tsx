import type { ReactNode } from 'react';
import styles from './FigureList.module.css';

export type Figure = {
  /** Stable key, also `data-figure` for tests and styling. */
  id: string;
  label: string;
  value: ReactNode;
  /** Draws the row a little stronger: the amount received, the total to repay. */
  emphasis?: boolean;
};

/** Label–value rows (a description list): the figures of a loan, each on its own line. */
export function FigureList({ figures, label }: { figures: readonly Figure[]; label?: string }) {
  return (
    <dl className={styles.list} aria-label={label}>
      {figures.map((figure) => (
        <div
          key={figure.id}
          className={styles.row}
          data-figure={figure.id}
          data-emphasis={figure.emphasis || undefined}
        >
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
