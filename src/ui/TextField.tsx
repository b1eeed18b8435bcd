import {
  useCallback,
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import styles from './TextField.module.css';

export type TextFieldState = 'idle' | 'invalid' | 'disabled';

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'prefix' | 'children' | 'size' | 'id'
> & {
  /** Always visible above the box, and the input's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Only 0–9 get in: other characters are refused as typed and dropped from pasted text. */
  digitsOnly?: boolean;
  /** Counted after non-digits are dropped, so pasting '0712 345 678' keeps all ten digits. */
  maxLength?: number;
  /** Help under the box (e.g. the expected format). */
  hint?: ReactNode;
  /** Inline error: sets `aria-invalid` and is announced with the field. */
  error?: string;
  /** Inside the box, before the input (e.g. a '+255' country-code button). */
  prefix?: ReactNode;
  /** Inside the box, after the input (e.g. a 'Get code' `CountdownButton`). */
  trailing?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

const NON_DIGITS = /\D/g;

/** A labelled text input with hint, inline error, and optional prefix and trailing slots. */
export function TextField({
  label,
  value,
  onChange,
  digitsOnly = false,
  maxLength,
  hint,
  error,
  prefix,
  trailing,
  id,
  ref,
  disabled = false,
  inputMode,
  type = 'text',
  className,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const innerRef = useRef<HTMLInputElement | null>(null);
  const state: TextFieldState = disabled ? 'disabled' : error ? 'invalid' : 'idle';
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;

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
    let next = digitsOnly ? raw.replace(NON_DIGITS, '') : raw;
    if (maxLength !== undefined) next = next.slice(0, maxLength);
    onChange(next);
  };

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field} data-state={state}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.box}>
        {prefix ? <div className={styles.prefix}>{prefix}</div> : null}
        <input
          {...inputProps}
          ref={setRefs}
          id={inputId}
          className={styles.input}
          type={type}
          value={value}
          disabled={disabled}
          inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
          pattern={digitsOnly ? '[0-9]*' : inputProps.pattern}
          // With digitsOnly the native limit would cut a pasted '0712 345 678' before the spaces go.
          maxLength={digitsOnly ? undefined : maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => handleChange(event.target.value)}
        />
        {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
      </div>
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
    </div>
  );
}
