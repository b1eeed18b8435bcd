import type { ReactNode } from 'react';
import styles from './RadioList.module.css';

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** Before the label (e.g. a flag), hidden from screen readers. */
  lead?: ReactNode;
  /** At the end, muted (e.g. '+255'). */
  trailing?: ReactNode;
  /** Language of the label when it differs from the page (e.g. 'sw' for "Kiswahili"). */
  lang?: string;
};

export type RadioListProps = {
  /** Names the group (visually hidden: the screen title says it). */
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  /** `loading` while options are on their way. */
  state?: 'loading' | 'ready';
};

/** A full-width list of native radio buttons, each row a 44 px target (country code, language). */
export function RadioList({ legend, name, options, value, onChange, state = 'ready' }: RadioListProps) {
  return (
    <fieldset className={styles.list} data-state={state}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option} lang={option.lang}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.lead ? <span aria-hidden="true">{option.lead}</span> : null}
          <span className={styles.name}>{option.label}</span>
          {option.trailing ? <span className={styles.code}>{option.trailing}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
