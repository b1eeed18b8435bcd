import styles from './ProgressBar.module.css';

export type ProgressBarProps = {
  /** What is progressing, e.g. t('idCard.photo.progressOf', { side }). */
  label: string;
  /** Percent done, 0–100 (rounded and clamped). */
  value: number;
};

/** A determinate progress bar with its percent beside it, e.g. a photo upload. */
export function ProgressBar({ label, value }: ProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className={styles.row}>
      <div
        className={styles.track}
        // A styled <div>, not <progress>: that cannot be drawn alike in every WebView, and the explicit
        // aria-valuenow is what assistive tech and tests read.
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- see above
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.fill} style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
      <span className={styles.percent} aria-hidden="true">
        {`${percent}%`}
      </span>
    </div>
  );
}
