import { useRef } from 'react';

/**
 * Radix dialogs return focus to their `Trigger` on close. Ours are opened from code (controlled
 * `open`), so there is no trigger: remember what had focus when the dialog opened and go back there,
 * instead of dropping keyboard and screen-reader users at the top of the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Call from `onOpenAutoFocus`, before focus moves into the dialog. */
    remember() {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    /** Use as `onCloseAutoFocus`. */
    restore(event: Event) {
      event.preventDefault();
      // The opener is where the borrower left it: no need to scroll (and force a layout) to show it.
      opener.current?.focus({ preventScroll: true });
      opener.current = null;
    },
  };
}
