import type { Plugin } from 'vite';

/**
 * One chunk for the first load. Left alone, the bundler splits the modules that the first screen loads
 * statically AND that lazy screens import too (the store, i18n, the bridge's actions, the toast store,
 * React's JSX runtime) into several small common chunks: every one of them is on the first load anyway,
 * and each split costs the first load its import and export lists (gzipped bytes on Slow 4G) and one
 * more request. This plugin finds the modules reachable by static imports from the HTML's entry script
 * and the build puts them in one chunk (vite.config.ts, `codeSplitting.groups`), so a borrower's first
 * screen needs the entry, that chunk and its own screen's chunks.
 */
export function firstLoadChunkPlugin(): { plugin: Plugin; isFirstLoad: (id: string) => boolean } {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'tz-loan-first-load-chunk',
    apply: 'build',
    buildEnd() {
      firstLoad.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = [...entries];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, isFirstLoad: (id) => firstLoad.has(id) };
}
