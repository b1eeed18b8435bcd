/**
 * Remembers what had focus when a modal opened and returns a function that goes back there. Our modals are
 * opened from code (a picker button, a cell), so there is nothing else to return to: without this a
 * keyboard or screen-reader user would be dropped at the top of the page when the modal closes.
 */
export function rememberFocus(): () => void {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  // The opener is where the borrower left it: no need to scroll (and force a layout) to show it.
  return () => opener?.focus({ preventScroll: true });
}
