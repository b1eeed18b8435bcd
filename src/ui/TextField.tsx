import { useId, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from './TextInput.tsx';
import { FieldFrame } from './FieldFrame.tsx';

export type TextFieldState = 'idle' | 'invalid' | 'disabled';

export type TextFieldProps = Omit<TextInputProps, 'invalid' | 'id'> & {
  /** Always visible above the box, and the input's accessible name. */
  label: string;
  /** Help under the box (e.g. the expected format). */
  hint?: ReactNode;
  /** Inline error: sets `aria-invalid` and is announced with the field. */
  error?: string;
  id?: string;
};

/** A labelled text input with hint, inline error, and optional prefix and trailing slots. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  disabled = false,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <FieldFrame
      labelAs="label"
      controlId={inputId}
      labelId={`${autoId}-label`}
      label={label}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      disabled={disabled}
      className={className}
    >
      <TextInput
        {...inputProps}
        id={inputId}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}
