import { useId, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
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

/** A checkbox (Radix) with its label beside it; `data-state` is `checked` / `unchecked`. */
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
        <RadixCheckbox.Root
          id={boxId}
          className={styles.box}
          checked={checked}
          onCheckedChange={(next) => onCheckedChange(next === true)}
          name={name}
          required={required}
          disabled={disabled}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={[error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <CheckIcon size="1em" strokeWidth={3} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
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
