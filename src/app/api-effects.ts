import { onApiEvent } from '../api/events.ts';
import { nativeLogout } from '../bridge/actions.ts';
import { showToast } from '../store/toasts.ts';

let shown = false;

/**
 * What the borrower sees of the API layer's events: every failure as an error toast, and a session the
 * server ended as its message plus the native app's logout (the app must not keep a dead token either).
 * Installed once by boot before any call; tests and Storybook install it too, as the app would.
 */
export function showApiEvents(): void {
  if (shown) return;
  shown = true;
  onApiEvent((event) => {
    showToast(event.message, { kind: 'error' });
    if (event.type === 'sessionEnded') void nativeLogout();
  });
}
