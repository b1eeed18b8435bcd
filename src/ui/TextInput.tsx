import { useCallback, useEffect, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './TextField.module.css';

export type TextInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'prefix' | 'children' | 'size'
> & {
  value: string;
  onChange: (value: string) => void;
  /** Only 0–9 get in: other characters are refused as typed and dropped from pasted text. */
  digitsOnly?: boolean;
  /** Counted after non-digits are dropped, so pasting '0712 345 678' keeps all ten digits. */
  maxLength?: number;
  /**
   * What the field holds when text is pasted (or more than one character arrives at once: an autofill, a
   * keyboard's suggestion). The pasted text replaces the field's content and is neither filtered to
   * digits nor cut to `maxLength`: a mobile-number field reads "+255 712 345 678" as "0712345678" and
   * keeps text it cannot read, for its message to refuse (src/lib/phone.ts `phoneFieldText`).
   */
  readPasted?: (text: string) => string;
  invalid?: boolean;
  /** Inside the box, before the input (e.g. a '+255' country-code button). */
  prefix?: ReactNode;
  /** Inside the box, after the input (e.g. a 'Get code' `CountdownButton`). */
  trailing?: ReactNode;
  /** Extra class on the box (e.g. a narrow NIDA part). */
  boxClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

const NON_DIGITS = /\D/g;

/**
 * The box of a text field without its label: `TextField` and the form engine's widgets (which get their
 * label from the field template) both use it. The caller names it (`id` + a label, or `aria-label`).
 */
export function TextInput({
  value,
  onChange,
  digitsOnly = false,
  maxLength,
  readPasted,
  invalid = false,
  prefix,
  trailing,
  boxClassName,
  ref,
  disabled = false,
  inputMode,
  type = 'text',
  ...inputProps
}: TextInputProps) {
  const innerRef = useRef<HTMLInputElement | null>(null);

  // Refuse a typed non-digit before it reaches the input, so the caret stays where it was. Pastes and
  // IME compositions carry no usable `data` here; `handleChange` cleans those up afterwards.
  useEffect(() => {
    const input = innerRef.current;
    if (!digitsOnly || !input) return;
    const refuse = (event: InputEvent) => {
      if (event.inputType === 'insertText' && event.data && /\D/.test(event.data)) event.preventDefault();
    };
    input.addEventListener('beforeinput', refuse);
    return () => input.removeEventListener('beforeinput', refuse);
  }, [digitsOnly]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      innerRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const handleChange = (raw: string) => {
    // Several characters at once without a paste event (an autofill): read as a paste of the whole text.
    if (readPasted && raw.length - value.length > 1) {
      onChange(readPasted(raw));
      return;
    }
    let next = digitsOnly ? raw.replace(NON_DIGITS, '') : raw;
    if (maxLength !== undefined) next = next.slice(0, maxLength);
    onChange(next);
  };

  return (
    <div
      className={boxClassName ? `${styles.box} ${boxClassName}` : styles.box}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      {prefix ? <div className={styles.prefix}>{prefix}</div> : null}
      <input
        {...inputProps}
        ref={setRefs}
        className={styles.input}
        type={type}
        value={value}
        disabled={disabled}
        inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
        pattern={digitsOnly ? '[0-9]*' : inputProps.pattern}
        // With digitsOnly the native limit would cut a pasted '0712 345 678' before the spaces go.
        maxLength={digitsOnly ? undefined : maxLength}
        aria-invalid={invalid || undefined}
        onChange={(event) => handleChange(event.target.value)}
        onPaste={
          readPasted
            ? (event) => {
                // A pasted number is the whole number: it replaces what was there (the login number the
                // wallet starts with was kept, and the pasted one cut away, before).
                event.preventDefault();
                onChange(readPasted(event.clipboardData.getData('text')));
              }
            : inputProps.onPaste
        }
      />
      {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
    </div>
  );
}
