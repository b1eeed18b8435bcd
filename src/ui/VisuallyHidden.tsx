import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/**
 * Text for screen readers only (a spinner's "Loading", a red dot's "new"). The app's own, not Radix's:
 * Radix's pulls its Primitive and Slot into the first load (about 2.5 KB gzipped) for one span.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
