import { useLayoutEffect, useRef, type DialogHTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { rememberFocus } from './return-focus.ts';
import styles from './Modal.module.css';

export type ModalProps = Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClick' | 'onPointerDown'
> & {
  /**
   * Called when the borrower asks to close it: Escape or a tap on the dimmed page. Without it the modal must be answered: those do nothing.
   */
  onDismiss?: () => void;
  children: ReactNode;
};

/** What can take focus (Tab also skips what has a negative tabindex: see `tabbables`). */
const TABBABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let locks = 0;
let overflowBefore = '';
let paddingBefore = '';

/**
 * The page behind a modal does not scroll (a swipe or the wheel over the dim would scroll it). Set through the CSSOM, which the app's Content-Security-Policy allows (an
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

/** The dialog's controls Tab visits, in order. */
function tabbables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.tabIndex >= 0);
}

/** The modals open now, the topmost last: only it answers Escape and Tab. */
const open: HTMLDialogElement[] = [];

/** Tab and Shift+Tab go round inside the dialog, from the last control to the first and back. */
function keepTabInside(dialog: HTMLElement, event: KeyboardEvent): void {
  const items = tabbables(dialog);
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && items.includes(active);
  const next = event.shiftKey
    ? !inside || active === items[0]
      ? items.at(-1)
      : null
    : !inside || active === items.at(-1)
      ? items[0]
      : null;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * Everything else on the page is hidden from screen readers while a modal is open (with `aria-modal` on the
 * dialog for those that honour it): `aria-hidden` on the other children of <body>. An attribute no style
 * rule reads, so nothing is restyled.
 */
function hideOthers(dialog: HTMLElement): () => void {
  const others = [...document.body.children].filter(
    (element) => element !== dialog && !element.hasAttribute('aria-hidden') && element.tagName !== 'SCRIPT',
  );
  for (const element of others) element.setAttribute('aria-hidden', 'true');
  return () => {
    for (const element of others) element.removeAttribute('aria-hidden');
  };
}

/**
 * A modal on the browser's own `<dialog>`, shown with `show()`, not `showModal()`: measured at 4x CPU on
 * the personal form, `showModal()` made every element of the page inert through its style, restyling all
 * ~430 of them on each open and again on each close (20-26 ms at 4x, as much as the Radix code it
 * replaced), so the first open was no faster. What the modal dialog would have given is done here in a
 * few lines that run only on a key press: Escape closes, Tab and Shift+Tab go round inside; the dialog
 * covers the page (above it in z-order, so no tap reaches it), the page is hidden from screen readers
 * (`aria-modal` and `aria-hidden`, see `hideOthers`) and does not scroll.
 *
 * Mounted while open (render it conditionally); on mount it remembers the focused element, locks the
 * page's scroll, shows itself and focuses the element marked `data-autofocus` (or the first focusable one),
 * then sets `data-state="open"` (which starts the dim's and the panels' animations); on unmount it closes
 * and gives focus back.
 *
 * The `<dialog>` fills the screen and is the dimmed page itself: a tap that starts and ends on it (outside
 * the panel inside) is a tap on the dim. Portalled to <body>, as before, so that no field's styles or
 * events reach inside.
 */
export function Modal({ onDismiss, className, children, ...rest }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  /** Whether the current press started on the dim (not in the panel and dragged out). */
  const pressedDim = useRef(false);

  // The latest onDismiss, for the key listener set once on open.
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const restoreFocus = rememberFocus();
    const unlockScroll = lockScroll();
    const showOthers = hideOthers(dialog);
    dialog.show();
    open.push(dialog);
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? tabbables(dialog)[0];
    // Without scrolling anything: a panel that scrolls to show it does so itself (its layout effect runs
    // after this one), so that nothing else, the page above all, moves.
    first?.focus({ preventScroll: true });
    // Only now do the dim and the panels start moving (their animations hang on this), so that nothing is
    // measured or focused in a panel still off screen.
    dialog.dataset.state = 'open';
    // On the document, as the browser's own close request would be: focus may be on nothing (a tap on the
    // sheet's title) and Escape must still close. Only the topmost modal answers.
    const onKeyDown = (event: KeyboardEvent) => {
      if (open.at(-1) !== dialog || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss.current?.();
      } else if (event.key === 'Tab') {
        keepTabInside(dialog, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      open.splice(open.indexOf(dialog), 1);
      dialog.close();
      showOthers();
      unlockScroll();
      restoreFocus();
    };
  }, []);

  return createPortal(
    // Fingers tap the dim; the keyboard's way out is Escape (the document's keydown, above).
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      {...rest}
      ref={ref}
      aria-modal="true"
      className={className ? `${styles.modal} ${className}` : styles.modal}
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
