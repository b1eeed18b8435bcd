import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text';
/** What the button is doing, also exposed as `data-state` for styling and tests. */
export type ButtonState = 'idle' | 'loading' | 'disabled';

type CommonProps = {
  children: ReactNode;
  variant?: ButtonVariant;
  /** Stretch to the width of the container (main actions at the bottom of a form). */
  block?: boolean;
  /** Busy: disabled, `aria-busy`, a small spinner before the label. */
  loading?: boolean;
  disabled?: boolean;
  /** Optional icon before the label (hidden while loading). */
  icon?: ReactNode;
  className?: string;
};

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & { href?: undefined };

/** With `href` the part renders a link (`<a>`): navigation stays navigation for assistive tech. */
export type ButtonAsLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & { href: string };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

export function Button({
  children,
  variant = 'primary',
  block = false,
  loading = false,
  disabled = false,
  icon,
  className,
  ...rest
}: ButtonProps) {
  const state: ButtonState = loading ? 'loading' : disabled ? 'disabled' : 'idle';
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {loading ? <Spinner /> : icon}
      <span className={styles.label}>{children}</span>
    </>
  );

  if (rest.href !== undefined) {
    const { href, onClick, ...anchorRest } = rest as Omit<ButtonAsLinkProps, keyof CommonProps>;
    const inert = state !== 'idle';
    // A link cannot be disabled: drop the href (no navigation, not focusable) and say so.
    return (
      <a
        {...anchorRest}
        href={inert ? undefined : href}
        className={classes}
        data-state={state}
        data-variant={variant}
        aria-disabled={inert || undefined}
        aria-busy={loading || undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (inert) event.preventDefault();
          else onClick?.(event);
        }}
      >
        {content}
      </a>
    );
  }

  const { type = 'button', ...buttonRest } = rest as Omit<ButtonAsButtonProps, keyof CommonProps>;
  return (
    <button
      {...buttonRest}
      // Forms opt in to submit explicitly: a default `submit` would post half-filled forms.
      type={type}
      className={classes}
      data-state={state}
      data-variant={variant}
      disabled={state !== 'idle'}
      aria-busy={loading || undefined}
    >
      {content}
    </button>
  );
}
