/**
 * What the API layer has to tell the borrower, said as events: the API layer knows what failed and in
 * which words, the app shell decides how it is shown (a toast) and what else follows (the native app's
 * logout, leaving guarded pages). Listeners run at once, in the order they were added, while the failed
 * call is still settling: the borrower sees the toast at the same moment as when the API layer showed it.
 */
export type ApiEvent =
  /** A call failed and the borrower is told so (not for quiet, silent or cancelled calls). */
  | { type: 'failed'; message: string }
  /** The server ended the session (a session code); the session is already cleared. */
  | { type: 'sessionEnded'; message: string };

export type ApiEventListener = (event: ApiEvent) => void;

const listeners = new Set<ApiEventListener>();

/** Adds a listener; the returned function removes it. */
export function onApiEvent(listener: ApiEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  for (const listener of listeners) listener(event);
}
