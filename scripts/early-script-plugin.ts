/**
 * The page's first script (src/boot/early.ts) as a build entry of its own, named in index.html as an
 * async module script with its imports preloaded right after it: it runs as soon as its few KB arrive, while the app's
 * own entry (90 KB on the first load) is still downloading. Vite would fold a second module script of
 * index.html into the app's entry, so it is an extra input instead, and this plugin names its chunk in
 * the built HTML. Builds only: under `npm start` the app makes the same calls itself a moment later.
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

/** The chunks `file` imports statically, recursively (not `file` itself). */
function importsOf(bundle: Bundle, file: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk') return into;
  for (const imported of chunk.imports) {
    if (into.has(imported)) continue;
    into.add(imported);
    importsOf(bundle, imported, into);
  }
  return into;
}

export function earlyScriptPlugin({ root, entry }: { root: string; entry: string }): Plugin {
  const entryId = path.join(root, entry);
  return {
    name: 'tz-loan-early-script',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: { input: { index: path.join(root, 'index.html'), early: entryId } },
        },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Bundle | undefined;
        if (!bundle) return [];
        const chunk = Object.values(bundle).find(
          (c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.facadeModuleId === entryId,
        );
        if (!chunk) throw new Error(`early script: no chunk for ${entry}`);
        // Its imports are named right after it, ahead of the app's entry (whose own preload of the ones
        // they share is taken out): they are what it waits for, and a connection that sends one file after
        // another (Lighthouse's HTTP/2) then sends them before the app's 90 KB, not after.
        const imports = [...importsOf(bundle, chunk.fileName)];
        let page = html;
        for (const file of imports) {
          page = page.replace(`<link rel="modulepreload" crossorigin href="./${file}">`, '');
        }
        return {
          html: page,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'module', async: true, crossorigin: true, src: `./${chunk.fileName}` },
              injectTo: 'head-prepend' as const,
            },
            ...imports.map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
              injectTo: 'head-prepend' as const,
            })),
          ],
        };
      },
    },
  };
}
