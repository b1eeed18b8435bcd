import type { Ref, TextareaHTMLAttributes } from 'react';
import styles from './TextArea.module.css';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** Shown under the box as "12 / 500" when set together with `maxLength`. */
  counterLabel?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A multi-line text box in the field look (feedback descriptions); name it with a label. */
export function TextArea({ value, onChange, invalid = false, counterLabel, ref, ...rest }: TextAreaProps) {
  return (
    <>
      <textarea
        {...rest}
        ref={ref}
        className={styles.area}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {counterLabel ? (
        <p className={styles.counter} aria-hidden="true">
          {counterLabel}
        </p>
      ) : null}
    </>
  );
}
