import type { ReactNode } from 'react';
import styles from './TextField.module.css';

export type FieldFrameProps = {
  /**
   * How the label names the control: `label` (a `<label for>` of one input or button), `legend` (a
   * fieldset around several controls: radios, the parts of an ID number), `none` (the control carries its
   * own label, e.g. a checkbox).
   */
  labelAs: 'label' | 'legend' | 'none';
  /** Id of the control the `<label>` points at. */
  controlId: string;
  labelId: string;
  label: string;
  /** Shown after the label for fields that may stay empty, e.g. t('forms.common.optional'). */
  optional?: string;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  /** Greys the frame (`data-state="disabled"`); the control disables itself. */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * The frame of a form field: label (or legend) above, the control, the inline error and the hint under
 * it, in TextField's look. Controls point `aria-describedby` at `errorId` and `hintId` themselves.
 */
export function FieldFrame({
  labelAs,
  controlId,
  labelId,
  label,
  optional,
  hint,
  hintId,
  error,
  errorId,
  disabled = false,
  className,
  children,
}: FieldFrameProps) {
  const text = (
    <>
      {label}
      {optional ? <span className={styles.optional}>{` ${optional}`}</span> : null}
    </>
  );
  const messages = (
    <>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </>
  );
  const state = disabled ? 'disabled' : error ? 'invalid' : 'idle';
  const frame = className ? `${styles.field} ${className}` : styles.field;
  if (labelAs === 'legend') {
    return (
      <fieldset className={`${frame} ${styles.group}`} data-state={state}>
        <legend id={labelId} className={styles.label}>
          {text}
        </legend>
        {children}
        {messages}
      </fieldset>
    );
  }
  return (
    <div className={frame} data-state={state}>
      {labelAs === 'label' ? (
        <label id={labelId} className={styles.label} htmlFor={controlId}>
          {text}
        </label>
      ) : null}
      {children}
      {messages}
    </div>
  );
}
