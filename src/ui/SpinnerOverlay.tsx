import { useEffect, useState } from 'react';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { Spinner } from './Spinner.tsx';
import styles from './SpinnerOverlay.module.css';

/**
 * `hidden`: nothing; `pending`: a transparent veil already blocks taps (no double submits) but nothing
 * shows yet; `shown`: the spinner and its label appear.
 */
export type SpinnerOverlayState = 'hidden' | 'pending' | 'shown';

/** Most requests on 4G finish sooner; showing a spinner for them only makes the screen flicker. */
export const SPINNER_DELAY_MS = 150;

export type SpinnerOverlayProps = {
  visible: boolean;
  /** What screen readers hear once the spinner shows, e.g. t('common.loading'). */
  label: string;
};

/** Full-screen loading veil for pending requests. */
export function SpinnerOverlay({ visible, label }: SpinnerOverlayProps) {
  const [shown, setShown] = useState(false);
  const [wasVisible, setWasVisible] = useState(visible);
  // Each new wait starts unshown (adjusting state while rendering, as React's docs recommend).
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (!visible) setShown(false);
  }

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  const state: SpinnerOverlayState = !visible ? 'hidden' : shown ? 'shown' : 'pending';
  return (
    <div className={styles.veil} data-state={state}>
      {/* The live region stays mounted so the label is announced when it appears. An explicit role,
          not <output>: TalkBack on older WebViews does not treat <output> as a live region. */}
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- see above */}
      <div role="status" className={styles.box}>
        {state === 'shown' ? (
          <>
            <Spinner size="2rem" />
            <VisuallyHidden>{label}</VisuallyHidden>
          </>
        ) : null}
      </div>
    </div>
  );
}
