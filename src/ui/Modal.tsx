import { useLayoutEffect, useRef, type DialogHTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { rememberFocus } from './return-focus.ts';
import styles from './Modal.module.css';

export type ModalProps = Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onCancel' | 'onClose' | 'onClick' | 'onPointerDown'
> & {
  /**
   * Called when the borrower asks to close it: Escape (or another close request of the browser) or a tap on
   * the dimmed page. Without it the modal must be answered: those do nothing.
   */
  onDismiss?: () => void;
  children: ReactNode;
};

/** What can take focus, in the order Tab visits it (the modal's fallback first focus). */
const TABBABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let locks = 0;
let overflowBefore = '';
let paddingBefore = '';

/**
 * The page behind a modal does not scroll (a modal <dialog> makes it inert, but a swipe or the wheel over
 * the dim still scrolls it). Set through the CSSOM, which the app's Content-Security-Policy allows (an
 * injected <style> it refuses). Where a scroll bar takes room (desktop), its width is kept as padding so
 * the page does not shift when the bar goes; phones' scroll bars overlay the page and take none.
 */
function lockScroll(): () => void {
  if (locks === 0) {
    const body = document.body;
    const bar = window.innerWidth - document.documentElement.clientWidth;
    overflowBefore = body.style.overflow;
    paddingBefore = body.style.paddingRight;
    body.style.overflow = 'hidden';
    if (bar > 0) body.style.paddingRight = `${bar}px`;
  }
  locks += 1;
  return () => {
    locks = Math.max(0, locks - 1);
    if (locks > 0) return;
    document.body.style.overflow = overflowBefore;
    document.body.style.paddingRight = paddingBefore;
  };
}

/**
 * A modal on the browser's own `<dialog>` (`showModal()`): the top layer, the page behind inert (no taps,
 * no focus, hidden from screen readers), Tab kept inside and Escape all come from the browser, with no
 * JavaScript of ours running for them. Mounted while open (render it conditionally); on mount it remembers
 * the focused element, locks the page's scroll, shows itself and focuses the element marked
 * `data-autofocus` (or the first focusable one), then sets `data-state="open"` (which starts the panels'
 * animations); on unmount it closes and gives focus back.
 *
 * The `<dialog>` fills the screen and is the dimmed page itself: a tap that starts and ends on it (outside
 * the panel inside) is a tap on the dim. Portalled to <body>, as before, so that no field's styles or
 * events reach inside.
 */
export function Modal({ onDismiss, className, children, ...rest }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  /** Whether the current press started on the dim (not in the panel and dragged out). */
  const pressedDim = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const restoreFocus = rememberFocus();
    const unlockScroll = lockScroll();
    dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(TABBABLE);
    // Without scrolling anything: a panel that scrolls to show it does so itself (its layout effect runs
    // after this one), so that nothing else, the page above all, moves.
    first?.focus({ preventScroll: true });
    // Only now do the panels start sliding in (their animations hang on this): had they started before,
    // the browser's own first focus, in showModal(), would have found its target moved off screen by the
    // animation's first frame and scrolled the dialog to it, then back a little on every frame.
    dialog.dataset.state = 'open';
    return () => {
      if (dialog.open) dialog.close();
      unlockScroll();
      restoreFocus();
    };
  }, []);

  return createPortal(
    // The keyboard's way out is Escape (the dialog's `cancel`); the tap on the dim is for fingers.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      {...rest}
      ref={ref}
      className={className ? `${styles.modal} ${className}` : styles.modal}
      onCancel={(event) => {
        // Escape: the parent decides (it owns `open`); the browser must not close it behind React's back.
        event.preventDefault();
        onDismiss?.();
      }}
      onClose={(event) => {
        // Closed by the browser anyway (Chromium closes on a second Escape without a tap in between, even
        // when the first was refused). A late `close` from our own close() finds it open again: ignore.
        const dialog = event.currentTarget;
        if (dialog.open) return;
        if (onDismiss) onDismiss();
        else dialog.showModal();
      }}
      onPointerDown={(event) => {
        pressedDim.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedDim.current) onDismiss?.();
        pressedDim.current = false;
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}
