/**
 * The build's helper for `import()` (scripts/stand-ins.ts puts it where Vite's own would go):
 * as a lazily loaded chunk is asked for, it starts the chunk's own imports (`<link rel="modulepreload">`)
 * and stylesheets beside it, instead of one after the other, and imports the chunk once its stylesheets
 * have loaded, so that a screen never draws unstyled. It does what Vite's does for this app's browsers
 * (Chromium 80 and later know modulepreload; the page has no CSP nonce) in half the bytes of the first
 * load. A stylesheet that fails to load rejects the import (the screen's error boundary reports it) and
 * is asked for again by the next try.
 */

/** Stylesheets added and not failed, by absolute URL: each is loaded once. */
const started = new Map<string, Promise<unknown> | undefined>();

export function __vitePreload<T>(
  load: () => Promise<T>,
  deps?: readonly string[],
  importerUrl?: string,
): Promise<T> {
  if (!deps || deps.length === 0) return load();
  const present = [...document.getElementsByTagName('link')];
  return Promise.all(
    deps.map((dep) => {
      const href = new URL(dep, importerUrl ?? document.baseURI).href;
      if (started.has(href)) return started.get(href);
      const css = href.endsWith('.css');
      // The page's own links (index.html) are already there: a stylesheet added twice would reorder the cascade.
      if (present.some((link) => link.href === href && (!css || link.rel === 'stylesheet'))) return undefined;
      const link = document.createElement('link');
      link.rel = css ? 'stylesheet' : 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      const loaded = css
        ? new Promise((resolve, reject) => {
            link.addEventListener('load', resolve);
            link.addEventListener('error', () => {
              started.delete(href);
              link.remove();
              reject(new Error(`Unable to preload CSS for ${href}`));
            });
          })
        : undefined;
      started.set(href, loaded);
      document.head.appendChild(link);
      return loaded;
    }),
  ).then(load);
}
