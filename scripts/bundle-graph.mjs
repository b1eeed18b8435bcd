// Reads Vite's build manifest and works out what each page load costs over the wire.
// Shared by scripts/size.mjs (`npm run size`) and the bundle budget test (tests/e2e/bundle.e2e.test.ts),
// so the table a developer sees and the number CI enforces are computed the same way.
// Dependency-free on purpose: node:fs, node:path and node:zlib only.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';

/**
 * zlib's default level (6): what on-the-fly gzip in most servers (nginx, Vite preview's own compression
 * middleware) sends. Precompressing at level 9 would come out a little smaller, so the budget is conservative.
 */
export const GZIP_LEVEL = constants.Z_DEFAULT_COMPRESSION;

/** Bytes in one KB as the budget and the size table count them. */
export const KB = 1024;

/** @param {Buffer | string} data @returns {number} gzip size in bytes */
export function gzipSize(data) {
  return gzipSync(data, { level: GZIP_LEVEL }).length;
}

/** @param {string} outDir */
export function manifestPath(outDir) {
  return path.join(outDir, '.vite', 'manifest.json');
}

/** @param {string} outDir @returns {import('./bundle-graph.d.mts').Manifest} */
export function readManifest(outDir) {
  const file = manifestPath(outDir);
  if (!existsSync(file)) {
    throw new Error(
      `No Vite manifest at ${file}: build first (vite.config.ts must keep build.manifest: true).`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The manifest key of the HTML entry (`index.html`), or of the only entry if the app ever has another.
 * @param {import('./bundle-graph.d.mts').Manifest} manifest
 */
export function entryKey(manifest) {
  if (manifest['index.html']?.isEntry) return 'index.html';
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) {
    throw new Error(
      `Expected one entry in the Vite manifest, found ${entries.length}: ${entries.join(', ')}`,
    );
  }
  return /** @type {string} */ (entries[0]);
}

/**
 * The chunk at `key` plus everything it imports statically, recursively (manifest keys, in load order).
 * Dynamic imports are not followed: they load later, when a route is visited.
 * @param {import('./bundle-graph.d.mts').Manifest} manifest
 * @param {string} key
 * @returns {string[]}
 */
export function staticClosure(manifest, key) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} k */
  const visit = (k) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`The Vite manifest has no entry ${k}`);
    seen.add(k);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

/**
 * Sizes of the entry and of every route chunk (dynamic entry) of a build.
 * @param {string} outDir
 * @returns {import('./bundle-graph.d.mts').SizeReport}
 */
export function analyze(outDir) {
  const manifest = readManifest(outDir);
  /** @type {Map<string, { bytes: number, gzip: number }>} */
  const cache = new Map();
  /** @param {string} file */
  const sizeOf = (file) => {
    let size = cache.get(file);
    if (!size) {
      const data = readFileSync(path.join(outDir, file));
      size = { bytes: data.length, gzip: gzipSize(data) };
      cache.set(file, size);
    }
    return size;
  };
  /** @param {Iterable<string>} files */
  const sum = (files) => {
    let bytes = 0;
    let gzip = 0;
    for (const file of files) {
      const size = sizeOf(file);
      bytes += size.bytes;
      gzip += size.gzip;
    }
    return { bytes, gzip };
  };
  /** @param {string[]} keys */
  const jsFiles = (keys) =>
    keys.map((k) => /** @type {import('./bundle-graph.d.mts').ManifestChunk} */ (manifest[k]).file);
  /** @param {string[]} keys */
  const cssFiles = (keys) => [...new Set(keys.flatMap((k) => manifest[k]?.css ?? []))];

  const entry = entryKey(manifest);
  // index.html loads its own entry and, when the build has one, the page's first script (another entry,
  // scripts/early-script-plugin.ts): the first load is both with what they import.
  const otherEntries = Object.keys(manifest).filter((key) => key !== entry && manifest[key]?.isEntry);
  const entryKeys = [...new Set([entry, ...otherEntries].flatMap((key) => staticClosure(manifest, key)))];
  const entryJs = new Set(jsFiles(entryKeys));
  const entryCss = new Set(cssFiles(entryKeys));
  const entryChunk = /** @type {import('./bundle-graph.d.mts').ManifestChunk} */ (manifest[entry]);

  const routes = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .sort()
    .map((key) => {
      const keys = staticClosure(manifest, key);
      const chunk = /** @type {import('./bundle-graph.d.mts').ManifestChunk} */ (manifest[key]);
      const extraJs = jsFiles(keys).filter((file) => !entryJs.has(file));
      const extraCss = cssFiles(keys).filter((file) => !entryCss.has(file));
      return {
        key,
        file: chunk.file,
        own: sizeOf(chunk.file),
        js: sum(extraJs),
        jsFiles: extraJs,
        css: sum(extraCss),
        cssFiles: extraCss,
      };
    });

  return {
    outDir,
    gzipLevel: GZIP_LEVEL === -1 ? 6 : GZIP_LEVEL,
    entry: {
      key: entry,
      file: entryChunk.file,
      own: sizeOf(entryChunk.file),
      js: sum(entryJs),
      jsFiles: [...entryJs],
      css: sum(entryCss),
      cssFiles: [...entryCss],
    },
    routes,
    files: Object.fromEntries([...cache].sort(([a], [b]) => a.localeCompare(b))),
  };
}
