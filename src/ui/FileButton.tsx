import type { ChangeEvent } from 'react';
import type { ButtonVariant } from './Button.tsx';
import buttonStyles from './Button.module.css';
import styles from './FileButton.module.css';

export type FileButtonProps = {
  /** The visible text, e.g. t('idCard.photo.takePhoto'). */
  children: string;
  /** The input's accessible name when the visible text needs context, e.g. "Front: take photo". */
  ariaLabel?: string;
  /** E.g. 'image/*'. */
  accept: string;
  /**
   * Opens the camera directly on phones: 'environment' (back camera: documents) or 'user' (front
   * camera: a selfie). Without it the phone offers its gallery and files.
   */
  capture?: 'environment' | 'user';
  onFile: (file: File) => void;
  disabled?: boolean;
  variant?: ButtonVariant;
  block?: boolean;
};

/**
 * A native file input that looks like a Button: the whole label is the 44 px target, and the input
 * stays focusable (visually hidden, not removed) so it works with a keyboard and screen readers.
 */
export function FileButton({
  children,
  ariaLabel,
  accept,
  capture,
  onFile,
  disabled = false,
  variant = 'secondary',
  block = false,
}: FileButtonProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same photo again (after a failure) still fires a change.
    event.target.value = '';
    if (file) onFile(file);
  };
  const classes = [buttonStyles.button, buttonStyles[variant], block ? buttonStyles.block : '', styles.file]
    .filter(Boolean)
    .join(' ');
  return (
    <label className={classes} data-state={disabled ? 'disabled' : 'idle'} data-variant={variant}>
      <input
        type="file"
        className={styles.input}
        accept={accept}
        capture={capture}
        disabled={disabled}
        aria-label={ariaLabel}
        onChange={onChange}
      />
      <span className={buttonStyles.label}>{children}</span>
    </label>
  );
}
