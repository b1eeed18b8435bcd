import styles from './LoadingLine.module.css';

/**
 * A screen's one quiet line while its data loads ("Loading…"), centred in the page, announced politely.
 * A `<p role="status">`, not an `<output>`: TalkBack on older WebViews does not treat `<output>` as a
 * live region.
 */
export function LoadingLine({ children }: { children: string }) {
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- see above
    <p className={styles.line} role="status">
      {children}
    </p>
  );
}
