/**
 * The screen most starts open on (Home) downloads beside the entry, not after it (issue 8). The app is
 * hash-routed, so the HTML cannot know the route; it names the usual first screen's chunk, the chunks it
 * imports that the entry does not, and their styles, as `<link rel="modulepreload">` and
 * `<link rel="preload" as="style">`. Without them the browser learns of that code only once the entry
 * has run: one more round trip (150 ms on Slow 4G) before Home can draw. A deep link to another screen
 * pays the few KB once; Vite's own preload helper finds the links and does not fetch twice.
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

/** The chunk `file` and everything it imports statically, recursively. */
function withImports(bundle: Bundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withImports(bundle, imported, into);
  return into;
}

export function firstScreenPreloadPlugin({ root, screen }: { root: string; screen: string }): Plugin {
  const screenId = path.join(root, screen);
  return {
    name: 'tz-loan-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle as Bundle | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const target = chunks.find((c) => c.facadeModuleId === screenId);
        if (!target) throw new Error(`first-screen preload: no chunk for ${screen}`);
        const entry = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
        const loaded = new Set<string>();
        for (const file of entry) withImports(bundle, file, loaded);
        const files = [...withImports(bundle, target.fileName)].filter((file) => !loaded.has(file));
        const styles = new Set(
          files.flatMap((file) => {
            const chunk = bundle[file];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          }),
        );
        return [
          ...files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const,
          })),
          ...[...styles].map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
