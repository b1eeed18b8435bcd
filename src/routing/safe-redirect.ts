/**
 * A `redirect` query value as a place to go inside the app, or `fallback`: only in-app paths are
 * followed (never an outside URL from a crafted link, nor a protocol-relative `//host`).
 */
export function safeRedirect(target: string | undefined, fallback: string): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
