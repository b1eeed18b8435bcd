import type { ReactNode } from 'react';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { ChevronIcon } from './icons/controls.tsx';
import styles from './Cell.module.css';

export type CellProps = {
  /** Navigates (a hash route or an external page). Takes precedence over `onClick`. */
  href?: string;
  /** Opens in a new tab/window (external pages only). */
  external?: boolean;
  /** Acts on this screen (opens a dialog, logs out). Without `href` or `onClick` the row is read-only. */
  onClick?: () => void;
  label: ReactNode;
  icon?: ReactNode;
  /** Shown at the end, muted (e.g. current language, coupon count). */
  value?: ReactNode;
  /** Second line under the label. */
  description?: ReactNode;
  /**
   * A red dot for something new (e.g. a feedback reply). The string is what screen readers hear,
   * e.g. t('feedback.newReply').
   */
  dot?: string;
  /** Shows the chevron; on by default for rows that navigate or act. */
  chevron?: boolean;
  /** `danger` colours the label (e.g. log out, delete account). */
  tone?: 'default' | 'danger';
};

/** A menu row. It is a list item: use it inside `CellGroup`. */
export function Cell({
  label,
  icon,
  value,
  description,
  dot,
  chevron,
  tone = 'default',
  href,
  onClick,
  external = false,
}: CellProps) {
  const interactive = href !== undefined || onClick !== undefined;
  const body = (
    <>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
      {dot ? (
        <span className={styles.dot}>
          <VisuallyHidden>{dot}</VisuallyHidden>
        </span>
      ) : null}
      {value !== undefined ? <span className={styles.value}>{value}</span> : null}
      {(chevron ?? interactive) ? <ChevronIcon className={styles.chevron} size="1.25em" /> : null}
    </>
  );
  return (
    <li className={styles.cell} data-tone={tone}>
      {href !== undefined ? (
        <a
          className={styles.row}
          href={href}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {body}
        </a>
      ) : onClick ? (
        <button type="button" className={styles.row} onClick={onClick}>
          {body}
        </button>
      ) : (
        <div className={styles.row}>{body}</div>
      )}
    </li>
  );
}
