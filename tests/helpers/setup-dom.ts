import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// toBeInTheDocument, toBeVisible, toHaveTextContent…: what a person sees, said as such. The import
// registers the matchers with vitest's expect; it has nothing to assign.
// oxlint-disable-next-line import/no-unassigned-import
import '@testing-library/jest-dom/vitest';
import { loadLanguage } from '../../src/i18n/i18n.ts';
import { clearRecords } from '../../src/store/persist.ts';
import { showApiEvents } from '../../src/app/api-effects.ts';

// The API layer's failures reach the borrower as toasts through the app shell, installed at boot: as in the app.
showApiEvents();

// jsdom has <dialog> (its `open` attribute and the browser's `display: none` while closed) but not
// show() / showModal() / close() nor Escape's close request (jsdom/jsdom#3294). Tests only, never the app: the
// browser's behaviour as the HTML standard gives it, minus what jsdom cannot do (the top layer, inertness).
if (typeof window !== 'undefined' && typeof HTMLDialogElement.prototype.show !== 'function') {
  const modals: HTMLDialogElement[] = [];
  const previousFocus = new WeakMap<HTMLDialogElement, Element | null>();
  const focusable =
    'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open && modals.includes(this)) return;
    if (this.open)
      throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    previousFocus.set(this, document.activeElement);
    // The dialog focusing steps: the autofocus descendant, or else the first focusable one.
    const first =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(focusable);
    first?.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    if (this.open && !modals.includes(this)) return;
    if (this.open)
      throw new DOMException('The dialog is already open as a modal dialog.', 'InvalidStateError');
    this.setAttribute('open', '');
    previousFocus.set(this, null);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = modals.indexOf(this);
    if (index !== -1) modals.splice(index, 1);
    const previous = previousFocus.get(this);
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    // The standard queues the `close` event as a task.
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  // Escape is a close request to the topmost modal dialog: `cancel` (cancelable), then close() if not cancelled.
  document.addEventListener('keydown', (event) => {
    // A dialog removed from the document leaves the top layer (the standard's removing steps).
    const top = modals.filter((modal) => modal.isConnected).at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

afterEach(() => {
  // Files marked `@vitest-environment node` have no DOM.
  if (typeof window === 'undefined') return;
  cleanup();
  clearRecords(''); // drafts still waiting for a pause in the typing too
  localStorage.clear();
  window.location.hash = '';
});

// The app loads one language's texts before its first render (src/main.tsx); tests switch freely.
await Promise.all([loadLanguage('en'), loadLanguage('sw')]);
