import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonVariant } from './Button.tsx';
import styles from './CountdownButton.module.css';

export type CountdownState = 'idle' | 'sending' | 'counting';

export type CountdownButtonProps = {
  /** Label while idle, e.g. t('auth.getCode'). */
  label: string;
  /** Label while counting, e.g. (s) => t('auth.resendIn', { s }). */
  countdownLabel: (secondsLeft: number) => string;
  /** Length of the countdown in seconds. */
  seconds?: number;
  /**
   * Called on tap. The countdown starts when it returns (or its promise resolves); a positive number is
   * its length in seconds (the server's resend interval), anything else but `false` means `seconds`.
   * Returning or resolving `false`, or rejecting, leaves the button ready to try again.
   */
  onClick: () => unknown;
  disabled?: boolean;
  variant?: ButtonVariant;
};

const TICK_MS = 250;

/**
 * A button that asks for something (a verification code) and then waits `seconds` before it can ask
 * again. The end time is a timestamp, so a WebView that throttles timers in the background still shows
 * the right number when it comes back.
 */
export function CountdownButton({
  label,
  countdownLabel,
  seconds = 60,
  onClick,
  disabled = false,
  variant = 'text',
}: CountdownButtonProps) {
  const [state, setState] = useState<CountdownState>('idle');
  const [endsAt, setEndsAt] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (state !== 'counting') return;
    const tick = () => {
      const left = Math.ceil((endsAt - Date.now()) / 1000);
      if (left <= 0) setState('idle');
      else setSecondsLeft(left);
    };
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [state, endsAt]);

  // Two taps in the same task both run before React re-renders the button as loading: a ref stops the second.
  const sending = useRef(false);
  const start = async () => {
    if (sending.current) return;
    sending.current = true;
    setState('sending');
    let ok: boolean;
    let length = seconds;
    try {
      const result = await onClick();
      ok = result !== false;
      if (typeof result === 'number' && Number.isFinite(result) && result > 0) length = Math.ceil(result);
    } catch {
      ok = false;
    }
    sending.current = false;
    if (ok) {
      setEndsAt(Date.now() + length * 1000);
      setSecondsLeft(length);
      setState('counting');
    } else {
      setState('idle');
    }
  };

  return (
    <Button
      variant={variant}
      className={styles.countdown}
      data-countdown={state}
      loading={state === 'sending'}
      disabled={disabled || state === 'counting'}
      onClick={() => void start()}
    >
      {state === 'counting' ? countdownLabel(secondsLeft) : label}
    </Button>
  );
}
