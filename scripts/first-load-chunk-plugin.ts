import type { Plugin } from 'vite';

/**
 * One chunk for the first load: the HTML's entry script, the screen most sessions open on (Home) and
 * everything both import statically. Left alone, the bundler splits the modules that the entry loads
 * AND that lazy screens import too (the store, i18n, the bridge's actions, the toast store, React's JSX
 * runtime) into several small common chunks, and Home into its own chunk and six small shared ones:
 * all of them are needed before Home can draw, and each split costs its import and export lists and a
 * worse gzip (2.2 KB more over Slow 4G for Home's split alone) and one more request. The build puts the
 * modules this plugin finds in one chunk (vite.config.ts, `codeSplitting.groups`). A deep link to
 * another screen pays Home's few KB once; Home's lazy import then resolves from the loaded chunk.
 * Modules the page's first script imports are left out (see below).
 */
export function firstLoadChunkPlugin({
  firstScreen,
  earlyEntry,
}: {
  firstScreen: string;
  earlyEntry: string;
}): {
  plugin: Plugin;
  isFirstLoad: (id: string) => boolean;
  /** Modules the page's first script imports (not itself): one small chunk that the app loads too. */
  isEarlyShared: (id: string) => boolean;
} {
  const firstLoad = new Set<string>();
  const earlyShared = new Set<string>();
  const plugin: Plugin = {
    name: 'tz-loan-first-load-chunk',
    apply: 'build',
    buildEnd() {
      firstLoad.clear();
      earlyShared.clear();
      const staticClosure = (roots: string[]) => {
        const found = new Set<string>();
        const queue = [...roots];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (found.has(id)) continue;
          found.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      const ids = [...this.getModuleIds()];
      const roots = ids.filter(
        (id) => (this.getModuleInfo(id)?.isEntry && id !== earlyEntry) || id === firstScreen,
      );
      if (!roots.includes(firstScreen))
        throw new Error(`first-load chunk: ${firstScreen} is not in the build`);
      // The page's first script (scripts/early-script-plugin.ts) must not wait for this chunk: what it
      // imports stays out of it (the bundler gives those modules a small chunk that both load).
      const early = ids.includes(earlyEntry) ? staticClosure([earlyEntry]) : new Set<string>();
      for (const id of staticClosure(roots)) if (!early.has(id)) firstLoad.add(id);
      for (const id of early) if (id !== earlyEntry) earlyShared.add(id);
    },
  };
  return { plugin, isFirstLoad: (id) => firstLoad.has(id), isEarlyShared: (id) => earlyShared.has(id) };
}
