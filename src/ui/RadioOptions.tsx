import type { ReactNode } from 'react';
import styles from './RadioOptions.module.css';

export type RadioOptionItem = { value: string; label: ReactNode };

export type RadioOptionsProps = {
  /** Shared `name` of the radios; also the prefix of their ids. */
  name: string;
  options: readonly RadioOptionItem[];
  value: string | null;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** `row` for two or three short options (gender), `column` otherwise. */
  layout?: 'row' | 'column';
  /** Id of the first radio, so a label or an error summary can move focus to the group. */
  firstId?: string;
};

/**
 * Native radio buttons as 44 px tappable rows, without a fieldset: the caller puts them in one
 * (`FieldFrame` with a legend). Arrow keys move and choose, as radios do.
 */
export function RadioOptions({
  name,
  options,
  value,
  onChange,
  invalid = false,
  describedBy,
  layout = 'column',
  firstId,
}: RadioOptionsProps) {
  return (
    <div className={styles.options} data-layout={layout} data-invalid={invalid || undefined}>
      {options.map((option, index) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            id={index === 0 ? firstId : undefined}
            name={name}
            value={option.value}
            checked={option.value === value}
            aria-describedby={describedBy}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.label}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
