/**
 * The app-shell cache (issue 24): writes `sw.js` into the build with the build's own file list, so a reload
 * or a cold start without connection opens the app from the phone instead of the WebView's error page.
 * Hand-written and small (scripts/service-worker.template.js, about 3 KB): no library, because the app
 * needs only three rules (the page and hashed files from the cache, the network only for what is not there yet, calls untouched).
 *
 * The worker gets, at build time:
 *   - `VERSION`: a hash of every emitted file, so each build's worker differs and replaces the last one's cache;
 *   - `SHELL`: what the page needs to start (index.html, the files it names and their static imports),
 *     cached when the worker installs (they are in the HTTP cache already: the page just loaded them);
 *   - `ASSETS`: every hashed file of the build, cached the first time the page uses it (a screen's code
 *     is downloaded when the borrower opens that screen, never ahead for the cache);
 *   - `OFFLINE`: the offline page's texts in every language, from locales/<lang>.json `offline.*`.
 * The dev server (`npm start`) and Storybook have no worker: only `vite build` emits it, and only the app's
 * page registers it (src/boot/service-worker.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const SW_FILE = 'sw.js';

/**
 * How long the browser may use its copy of sw.js before asking the host again: the longest a new build
 * waits to be noticed by a borrower's phone (it takes over on the open after that). An hour: a fix reaches
 * everyone within the hour, and the opens in between cost no request (browsers cap it at a day anyway).
 */
export const SW_MAX_AGE_S = 3600;

/**
 * The caching the host must send (docs/native-app.md "Host"), sent by `npm run serve` as well, so the
 * benchmarks and end-to-end tests see what a borrower's phone sees: hashed files for a year, sw.js for
 * SW_MAX_AGE_S, index.html and everything else revalidated (`no-cache`, as the preview server already does).
 */
export function cacheControlFor(pathname: string): string | undefined {
  if (/\/assets\/[^/]+-[\w-]{8}\.\w+$/.test(pathname)) return 'public, max-age=31536000, immutable';
  if (pathname.endsWith(`/${SW_FILE}`)) return `max-age=${SW_MAX_AGE_S}`;
  return undefined;
}

interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

function offlineTexts(root: string): Record<string, OfflineTexts> {
  const out: Record<string, OfflineTexts> = {};
  for (const file of readdirSync(path.join(root, 'locales')).filter((f) => f.endsWith('.json'))) {
    const texts = JSON.parse(readFileSync(path.join(root, 'locales', file), 'utf8')) as {
      offline?: Partial<OfflineTexts>;
    };
    const { title, body, retry } = texts.offline ?? {};
    if (title && body && retry) out[file.replace(/\.json$/, '')] = { title, body, retry };
  }
  return out;
}

export function serviceWorkerPlugin({ root }: { root: string }): Plugin {
  let publicFiles: string[] = [];
  return {
    name: 'tz-loan-service-worker',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configurePreviewServer(server) {
      // Set before the preview's static server, which keeps a Cache-Control already on the reply.
      server.middlewares.use((req, res, next) => {
        const policy = cacheControlFor((req.url ?? '').split(/[?#]/)[0] ?? '');
        if (policy) res.setHeader('Cache-Control', policy);
        next();
      });
    },
    configResolved(config) {
      // The public folder's files (the icon) are copied beside the bundle; the page names them by path.
      try {
        publicFiles = config.publicDir ? readdirSync(config.publicDir) : [];
      } catch {
        publicFiles = [];
      }
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.keys(bundle).filter((name) => !name.startsWith('.vite/') && name !== SW_FILE);
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return; // not the app's build (a library or test build)
        const page = String(html.source);
        // What index.html names, then everything those chunks import statically (and their CSS).
        const shell = new Set<string>(['index.html']);
        const queue = [...page.matchAll(/(?:src|href)="\.?\/?([^"?#]+)"/g)]
          .map((m) => m[1] ?? '')
          .filter((name) => name in bundle);
        while (queue.length > 0) {
          const name = queue.pop() as string;
          if (shell.has(name)) continue;
          shell.add(name);
          const item = bundle[name];
          if (item?.type !== 'chunk') continue;
          queue.push(...item.imports, ...(item.viteMetadata?.importedCss ?? []));
        }
        const hash = createHash('sha256');
        for (const name of files.sort()) {
          const item = bundle[name];
          hash.update(name);
          if (item) hash.update(item.type === 'chunk' ? item.code : item.source);
        }
        const assets = files.filter((name) => name !== 'index.html').concat(publicFiles);
        const template = readFileSync(path.join(root, 'scripts/service-worker.template.js'), 'utf8');
        const source = template.replace(
          '/* BUILD */',
          [
            `const VERSION = ${JSON.stringify(hash.digest('hex').slice(0, 12))};`,
            `const SHELL = ${JSON.stringify([...shell].sort())};`,
            `const ASSETS = ${JSON.stringify(assets.sort())};`,
            `const OFFLINE = ${JSON.stringify(offlineTexts(root))};`,
          ].join('\n'),
        );
        this.emitFile({ type: 'asset', fileName: SW_FILE, source });
      },
    },
  };
}
