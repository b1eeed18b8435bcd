import type { HTMLAttributes } from 'react';
import styles from './Tag.module.css';

/** How a status reads at a glance: attention for what needs the borrower, bad for refusals. */
export type Tone = 'neutral' | 'attention' | 'good' | 'bad';

export type TagProps = HTMLAttributes<HTMLSpanElement> & { tone: Tone };

/** A status in words on a tinted pill (a loan's state, a ticket's status); extra `data-*` pass through. */
export function Tag({ tone, className, ...rest }: TagProps) {
  return (
    <span {...rest} className={className ? `${styles.tag} ${className}` : styles.tag} data-tone={tone} />
  );
}
