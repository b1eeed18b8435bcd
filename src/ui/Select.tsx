import type { Ref, SelectHTMLAttributes } from 'react';
import styles from './Select.module.css';

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> & {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, empty entry ('Day', 'Month'…): shown until something is chosen. */
  placeholder: string;
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A native select in the field look. Native on purpose: on Android it opens the system's own list,
 * which is fast on low-end phones and familiar to every borrower. Name it with a label or `aria-label`.
 */
export function Select({
  value,
  onChange,
  options,
  placeholder,
  invalid = false,
  ref,
  ...rest
}: SelectProps) {
  return (
    <select
      {...rest}
      ref={ref}
      className={styles.select}
      value={value}
      data-state={value ? 'chosen' : 'empty'}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
