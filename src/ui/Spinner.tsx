import styles from './Spinner.module.css';

export type SpinnerProps = {
  /** Diameter; defaults to 1.25em so it sits inside a line of text. */
  size?: number | string;
  className?: string;
};

/**
 * A turning ring. Purely visual (`aria-hidden`): the control or region that is busy says so itself
 * (`aria-busy`, a status message), because a spinner has no words.
 */
export function Spinner({ size = '1.25em', className }: SpinnerProps) {
  return (
    <span
      className={className ? `${styles.spinner} ${className}` : styles.spinner}
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
}
