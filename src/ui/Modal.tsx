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
  /**
   * Whether it shows. Default true: a modal mounted while open. False keeps it ready but closed: laid out
   * and hidden (`visibility: hidden` and `inert`: no tap, focus or screen reader reaches it), so that
   * opening it only uncovers it.
   */
  open?: boolean;
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

/**
 * A modal kept while closed: not drawn (its CSS), and out of reach of taps, focus and screen readers even
 * where that CSS is not loaded (`inert`, `aria-hidden`).
 */
function hide(dialog: HTMLDialogElement): void {
  // eslint-disable-next-line no-restricted-syntax -- inert is Chrome 102; older engines skip it, and the closed modal's visibility: hidden (Modal.module.css) already keeps taps and focus out
  dialog.setAttribute('inert', '');
  dialog.setAttribute('aria-hidden', 'true');
  dialog.dataset.state = 'closed';
}

/** The modals open now, the topmost last: only it answers Escape and Tab. */
const open: HTMLDialogElement[] = [];

/** Tab and Shift+Tab go round inside the dialog, from the last control to the first and back. */
function keepTabInside(dialog: HTMLElement, event: KeyboardEvent): void {
  const items = tabbables(dialog);
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && items.includes(active);
  // Not items.at(-1): Array.prototype.at is Chrome 92, above the oldest WebView we support.
  const last = items[items.length - 1];
  const next = event.shiftKey
    ? !inside || active === items[0]
      ? last
      : null
    : !inside || active === last
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
 * A modal on the browser's own `<dialog>`, open as a plain (non-modal) dialog, not with `showModal()`:
 * `showModal()` makes every element of the page inert through its style, restyling all of them on each
 * open and each close, which on a long form costs a low-end phone more than the dialog saves
 * (docs/performance.md). What the modal dialog would have given is done here in a
 * few lines that run only on a key press: Escape closes, Tab and Shift+Tab go round inside; the dialog
 * covers the page (above it in z-order, so no tap reaches it), the page is hidden from screen readers
 * (`aria-modal` and `aria-hidden`, see `hideOthers`) and does not scroll.
 *
 * Mounted while open (render it conditionally), or kept mounted with `open` saying when it shows. On
 * opening it remembers the focused element, locks the page's scroll, sets `data-state="open"` (which
 * uncovers it and starts the dim's and the panels' animations) and focuses the element marked
 * `data-autofocus` (or the first focusable one); on closing (or unmount) it hides again and gives focus
 * back. While closed the `<dialog>` stays shown but hidden (see `hide`): opening then needs neither
 * React's render of its content nor the browser's first style and layout of it, which on a low-end phone
 * are most of a first open (docs/performance.md).
 *
 * The `<dialog>` fills the screen and is the dimmed page itself: a tap that starts and ends on it (outside
 * the panel inside) is a tap on the dim. Portalled to <body>, as before, so that no field's styles or
 * events reach inside.
 */
export function Modal({ onDismiss, open: shown = true, className, children, ...rest }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  /** Whether the current press started on the dim (not in the panel and dragged out). */
  const pressedDim = useRef(false);

  // The latest onDismiss, for the key listener set once on open.
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });

  // Open for its whole life, hidden while closed (see `open`), so that its layout is there when it opens.
  // By its attribute, not show(): show() runs the dialog focusing steps, which take focus from wherever it
  // is (to the dialog's first button, or to nothing when the dialog is inert; Chromium 156, checked): a
  // sheet made while the borrower types would close their keyboard. Focus is placed below, on opening.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    hide(dialog);
    dialog.setAttribute('open', '');
    return () => dialog.close();
  }, []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !shown) return undefined;
    const restoreFocus = rememberFocus();
    const unlockScroll = lockScroll();
    const showOthers = hideOthers(dialog);
    open.push(dialog);
    // Uncovered first (a hidden control takes no focus); the dim and the panels start moving with it.
    dialog.removeAttribute('inert');
    dialog.removeAttribute('aria-hidden');
    dialog.dataset.state = 'open';
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? tabbables(dialog)[0];
    // Without scrolling anything: a panel that scrolls to show it does so itself (its layout effect runs
    // after this one), so that nothing else, the page above all, moves.
    first?.focus({ preventScroll: true });
    // On the document, as the browser's own close request would be: focus may be on nothing (a tap on the
    // sheet's title) and Escape must still close. Only the topmost modal answers.
    const onKeyDown = (event: KeyboardEvent) => {
      if (open[open.length - 1] !== dialog || event.defaultPrevented) return;
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
      hide(dialog);
      showOthers();
      unlockScroll();
      restoreFocus();
    };
  }, [shown]);

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
