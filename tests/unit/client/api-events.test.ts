import { afterEach, describe, expect, it } from 'vitest';
import { emitApiEvent } from '../../../src/api/events.ts';
import { clearToasts, toasts } from '../../../src/store/toasts.ts';

/*
 * What the borrower sees of the API layer's events (src/app/api-effects.ts, installed at boot and by
 * tests/helpers/setup-dom.ts): a failure as an error toast; a session the server ended as its message and
 * the native app's logout.
 */

/** A fake Android app recording the actions it is sent. */
function installApp(): string[] {
  const sent: string[] = [];
  window.JSBridge = {
    postMessage(message: string) {
      const { id, action } = JSON.parse(message) as { id: string; action: string };
      sent.push(action);
      setTimeout(() => window.onNativeResult?.(id, JSON.stringify({ ok: true, data: null })), 0);
    },
  };
  return sent;
}

afterEach(() => {
  delete window.JSBridge;
  delete window.onNativeResult;
  clearToasts();
});

describe('the API layer speaks through the app shell', () => {
  it('a failed call is an error toast, and the native app is left alone', () => {
    const sent = installApp();
    emitApiEvent({ type: 'failed', message: 'The server took too long to answer. Please try again.' });
    expect(toasts.map(({ message, kind }) => ({ message, kind }))).toEqual([
      { message: 'The server took too long to answer. Please try again.', kind: 'error' },
    ]);
    expect(sent).toEqual([]);
  });

  it('a session the server ended is its message and the native logout', () => {
    const sent = installApp();
    emitApiEvent({ type: 'sessionEnded', message: 'Token expired, Please login again' });
    expect(toasts.map(({ message, kind }) => ({ message, kind }))).toEqual([
      { message: 'Token expired, Please login again', kind: 'error' },
    ]);
    expect(sent).toEqual(['logout']);
  });
});
