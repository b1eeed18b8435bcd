import { useId, type ReactNode } from 'react';
import { CheckIcon } from './icons/controls.tsx';
import styles from './Checkbox.module.css';

export type CheckboxProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** May contain links ('I agree to the <a>Loan agreement</a>'): tapping a link does not tick the box. */
  label: ReactNode;
  /** Inline error under the line, e.g. 'Please agree to the loan agreement'. */
  error?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  /** Ids of help or error text shown elsewhere (a form field template), added to `aria-describedby`. */
  describedBy?: string;
  /** Marks the box invalid when its error is shown elsewhere (with `describedBy`). */
  invalid?: boolean;
};

/**
 * A checkbox with its label beside it: the browser's own `<input type="checkbox">` (its role, keyboard,
 * form value and `required` for free; no script), drawn over by a 22 px box inside a 44 px tap target.
 * `data-state` on the box is `checked` / `unchecked`. Plain sibling selectors: WebViews before Chrome 105
 * have no `:has()`.
 */
export function Checkbox({
  checked,
  onCheckedChange,
  label,
  error,
  name,
  required,
  disabled,
  id,
  describedBy,
  invalid = false,
}: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? `${autoId}-box`;
  const errorId = `${autoId}-error`;
  return (
    <div className={styles.field} data-invalid={error || invalid ? true : undefined}>
      <div className={styles.row}>
        <span className={styles.box} data-state={checked ? 'checked' : 'unchecked'}>
          <input
            type="checkbox"
            id={boxId}
            className={styles.input}
            checked={checked}
            onChange={(event) => onCheckedChange(event.currentTarget.checked)}
            name={name}
            required={required}
            disabled={disabled}
            aria-invalid={error || invalid ? true : undefined}
            aria-describedby={
              [error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined
            }
          />
          <span className={styles.mark} aria-hidden="true">
            {checked ? <CheckIcon size="1em" strokeWidth={3} /> : null}
          </span>
        </span>
        <label className={styles.label} htmlFor={boxId}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
