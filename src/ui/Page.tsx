import type { ReactNode } from 'react';
import { BackIcon } from './icons/nav.tsx';
import styles from './Page.module.css';

type BackProps =
  | { onBack?: undefined; backLabel?: undefined }
  /** A back button in the top bar; `backLabel` is its accessible name (e.g. t('common.back')). */
  | { onBack: () => void; backLabel: string };

export type PageProps = BackProps & {
  /** Shown as the screen's `<h1>` in the top bar. Without a title and back button there is no top bar. */
  title?: string;
  /** Extra control at the end of the top bar (e.g. a help link). */
  topBarEnd?: ReactNode;
  /** The screen sits above the bottom tab bar: content gets room so nothing hides behind it. */
  withTabBar?: boolean;
  /** Content pinned to the bottom of the screen (e.g. the main action of a form). */
  footer?: ReactNode;
  children: ReactNode;
};

/** A screen frame: optional top bar, the content column (max 480 px, centred), optional footer. */
export function Page({
  title,
  onBack,
  backLabel,
  topBarEnd,
  withTabBar = false,
  footer,
  children,
}: PageProps) {
  const hasTopBar = title !== undefined || onBack !== undefined || topBarEnd !== undefined;
  return (
    <div
      className={styles.page}
      data-tabbar={withTabBar || undefined}
      data-footer={footer ? true : undefined}
    >
      {hasTopBar ? (
        <header className={styles.topBar}>
          <div className={styles.topBarInner}>
            {onBack ? (
              <button type="button" className={styles.back} aria-label={backLabel} onClick={onBack}>
                <BackIcon />
              </button>
            ) : (
              <span className={styles.spacer} />
            )}
            {title !== undefined ? (
              <h1 className={styles.title}>{title}</h1>
            ) : (
              <span className={styles.grow} />
            )}
            <span className={styles.end}>{topBarEnd}</span>
          </div>
        </header>
      ) : null}
      <main className={styles.content}>{children}</main>
      {footer ? (
        <div className={styles.footer}>
          <div className={styles.footerInner}>{footer}</div>
        </div>
      ) : null}
    </div>
  );
}
