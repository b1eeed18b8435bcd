import type { Plugin, Rolldown } from 'vite';

/**
 * Chromium's per-file explicit compile hint (shipped in Chrome 136, on by default; other engines ignore
 * the comment): the functions of a file that starts with it are compiled eagerly, on the background
 * thread that streams the script in, instead of one by one on the main thread the first time each runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint at the top of the app's entry chunk (React, the shell, Home: the first load).
 * Without it the first keystroke of a page and the first tap on a picker compile React's update and
 * event paths on the main thread while the borrower waits (figures: docs/performance.md). Other chunks
 * stay lazily compiled: a screen's chunk is mostly code its first render does not run, and hinting the
 * form engine's chunk too gave no further gain. `PLUGINS_WITHOUT=compile-hints` builds without it.
 */
export function compileHintsPlugin({ entry }: { entry: string }): Plugin {
  const hinted = (chunk: Rolldown.RenderedChunk) => chunk.isEntry && chunk.facadeModuleId === entry;
  return {
    name: 'tz-loan-compile-hints',
    apply: 'build',
    // The file names' hashes cover the hint (a build with and one without never share a name)...
    augmentChunkHash(chunk) {
      return hinted(chunk) ? COMPILE_HINT : undefined;
    },
    // ...which goes on the first line once minifying (which drops comments) and Vite's own first line
    // (its list of preloads) are done.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunk = Object.values(bundle).find(
          (c): c is Rolldown.OutputChunk => c.type === 'chunk' && hinted(c),
        );
        if (!chunk) throw new Error(`compile hints: no chunk for ${entry}`);
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
