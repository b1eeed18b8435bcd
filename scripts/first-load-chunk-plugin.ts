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
 */
export function firstLoadChunkPlugin({ firstScreen }: { firstScreen: string }): {
  plugin: Plugin;
  isFirstLoad: (id: string) => boolean;
} {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'tz-loan-first-load-chunk',
    apply: 'build',
    buildEnd() {
      firstLoad.clear();
      const roots = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry || id === firstScreen,
      );
      if (!roots.includes(firstScreen))
        throw new Error(`first-load chunk: ${firstScreen} is not in the build`);
      const queue = [...roots];
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
