import { useId, type ReactNode } from 'react';
import styles from './CellGroup.module.css';

export type CellGroupProps = {
  /** Optional heading above the card; also names the list for screen readers. */
  title?: string;
  /** `Cell`s. */
  children: ReactNode;
};

/** A white card holding a list of `Cell` rows. */
export function CellGroup({ title, children }: CellGroupProps) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}
