/**
 * Source maps for every production build, kept out of the deployed folder (issue 25, docs/native-app.md
 * "Source maps"): the build writes hidden maps (no `sourceMappingURL` comment in the shipped files), and this
 * plugin takes them out of the bundle before the other plugins see it (so the service worker's list never
 * names a .map file) and writes them to `<outDir>-sourcemaps/<build id>/`, beside the deployed folder, for
 * upload to the error service. The build id is the one every client error report carries.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Where a build's maps go: beside its output folder, never inside it. */
export const sourceMapsDir = (outDir: string, buildId: string): string =>
  path.join(`${path.resolve(outDir)}-sourcemaps`, buildId);

/** Every `.map` file left under `dir` (a build that wrote its maps itself), moved to `target`. */
function moveLeftovers(dir: string, target: string, base = dir): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) moveLeftovers(file, target, base);
    else if (name.endsWith('.map')) {
      const to = path.join(target, path.relative(base, file));
      mkdirSync(path.dirname(to), { recursive: true });
      renameSync(file, to);
    }
  }
}

export function sourceMapsPlugin({ buildId }: { buildId: string }): Plugin {
  let config: ResolvedConfig | undefined;
  const maps = new Map<string, string | Uint8Array>();
  return {
    name: 'tz-loan-sourcemaps',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const [name, item] of Object.entries(bundle)) {
          if (!name.endsWith('.map')) continue;
          if (item.type === 'asset') maps.set(name, item.source);
          delete bundle[name];
        }
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk' && item.map && !maps.has(`${item.fileName}.map`)) {
            maps.set(`${item.fileName}.map`, item.map.toString());
          }
        }
      },
    },
    writeBundle(options) {
      const outDir = options.dir ?? config?.build.outDir;
      if (!outDir) return;
      const target = sourceMapsDir(outDir, buildId);
      rmSync(target, { recursive: true, force: true });
      for (const [name, source] of maps) {
        const file = path.join(target, name);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, source);
      }
      maps.clear();
      moveLeftovers(outDir, target);
    },
  };
}
