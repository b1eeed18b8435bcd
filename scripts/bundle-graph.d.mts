/** Types for bundle-graph.mjs (plain JS so that `node scripts/size.mjs` runs without a TypeScript step). */

/** One record of Vite's `.vite/manifest.json`, keyed by source path (`index.html`, `src/…`) or `_name-hash.js`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Manifest keys of chunks this one imports statically. */
  imports?: string[];
  /** Manifest keys of chunks this one imports with `import()`. */
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface Size {
  /** Bytes on disk. */
  bytes: number;
  /** Bytes after gzip at {@link GZIP_LEVEL}. */
  gzip: number;
}

export interface ChunkCost {
  /** Manifest key: `index.html` for the entry, the source path (`src/features/…`) for a route chunk. */
  key: string;
  /** The chunk's own output file, relative to outDir. */
  file: string;
  /** The chunk's own size. */
  own: Size;
  /** All JS this load needs: for the entry, its static closure; for a route, its static closure minus the entry's. */
  js: Size;
  jsFiles: string[];
  /** CSS this load needs, counted the same way as `js`. */
  css: Size;
  cssFiles: string[];
}

export interface SizeReport {
  outDir: string;
  gzipLevel: number;
  entry: ChunkCost;
  /** Every dynamic entry (lazy-loaded screen), sorted by manifest key. */
  routes: ChunkCost[];
  /** Size of every file counted above, by path relative to outDir. */
  files: Record<string, Size>;
}

export declare const GZIP_LEVEL: number;
export declare const KB: number;
export declare function gzipSize(data: Buffer | string): number;
export declare function manifestPath(outDir: string): string;
export declare function readManifest(outDir: string): Manifest;
export declare function entryKey(manifest: Manifest): string;
export declare function staticClosure(manifest: Manifest, key: string): string[];
export declare function analyze(outDir: string): SizeReport;
