import { useSyncExternalStore } from 'react';

/**
 * Hash location for wouter that keeps the query inside the hash (`#/auth/x?productId=p1`), the form
 * the native app and the server's step routing use. wouter's own hash hook moves the query before
 * the hash, which the webview's deep links don't expect.
 */

function parts(): { path: string; search: string } {
  const raw = location.hash.replace(/^#?\/?/, '');
  const at = raw.indexOf('?');
  return at < 0
    ? { path: `/${raw}`, search: '' }
    : { path: `/${raw.slice(0, at)}`, search: raw.slice(at + 1) };
}

const currentPath = () => parts().path;
const currentSearch = () => parts().search;

function subscribe(callback: () => void): () => void {
  addEventListener('hashchange', callback);
  return () => removeEventListener('hashchange', callback);
}

/** Navigates to a hash location (`/path?query`); `replace` keeps the history length. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (location.hash === target) return;
  const oldURL = location.href;
  history[options.replace ? 'replaceState' : 'pushState'](null, '', target);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
}

/** The full current location, path and query, e.g. to come back after login. */
export function currentLocation(): string {
  const { path, search } = parts();
  return search ? `${path}?${search}` : path;
}

export function useHashPath(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

/** The routing query as a plain object. */
export function useQuery(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(useHashSearch()));
}

useHashPath.searchHook = useHashSearch;
useHashPath.hrefs = (href: string) => `#${href}`;

/** Back within the app; a deep link opened cold has no history, so it goes home instead. */
export function goBack(fallback = '/'): void {
  if (history.length > 1) history.back();
  else navigate(fallback, { replace: true });
}
