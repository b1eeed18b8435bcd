import { StatusText } from './StatusText.tsx';
import styles from './LoadingLine.module.css';

/** A screen's one quiet line while its data loads ("Loading…"), centred in the page, announced politely. */
export function LoadingLine({ children }: { children: string }) {
  return <StatusText className={styles.line}>{children}</StatusText>;
}
