import { useId, useState, type ReactNode } from 'react';
import { ChevronIcon } from './icons/controls.tsx';
import styles from './Disclosure.module.css';

/** A card of questions that each open to show their answer (the FAQ, the feedback FAQ). */
export function DisclosureList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}

/**
 * One question of a DisclosureList: a disclosure button (`aria-expanded`, `aria-controls`) in a heading,
 * its answer below it, hidden until opened. A button rather than `<details>`: every screen reader and
 * WebView announces its state the same way.
 */
export function DisclosureItem({
  question,
  level = 3,
  children,
}: {
  question: ReactNode;
  /** The question's heading level: 3 under section titles (the FAQ), 2 right under the page's title. */
  level?: 2 | 3;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const Heading = level === 2 ? 'h2' : 'h3';
  const answerId = useId();
  return (
    <li className={styles.item} data-state={open ? 'open' : 'closed'}>
      <Heading className={styles.question}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen(!open)}
        >
          <span>{question}</span>
          <ChevronIcon className={styles.chevron} size="1.25em" />
        </button>
      </Heading>
      <div id={answerId} className={styles.answer} hidden={!open}>
        {children}
      </div>
    </li>
  );
}
