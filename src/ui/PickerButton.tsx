import type { ButtonHTMLAttributes, Ref } from 'react';
import { ChevronIcon } from './icons/controls.tsx';
import styles from './PickerButton.module.css';

export type PickerButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'value'> & {
  /** The chosen option's text; without it the placeholder shows. */
  valueText?: string;
  placeholder: string;
  /** Id of the element showing the value, so `aria-labelledby` can read "<label> <value>". */
  valueId?: string;
  invalid?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** A field-shaped button that opens a picker (a `SheetPicker`): shows the choice or a muted placeholder. */
export function PickerButton({
  valueText,
  placeholder,
  valueId,
  invalid = false,
  ref,
  type = 'button',
  ...rest
}: PickerButtonProps) {
  const empty = !valueText;
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={styles.picker}
      data-state={empty ? 'empty' : 'chosen'}
      data-invalid={invalid || undefined}
      aria-haspopup="dialog"
    >
      <span id={valueId} className={styles.value}>
        {empty ? placeholder : valueText}
      </span>
      <ChevronIcon className={styles.chevron} size="1.25em" />
    </button>
  );
}
