/**
 * Every module the app build swaps for one of its own (all in src/stand-ins/), in one table: what a dependency imports that the app
 * never runs (or runs in a smaller form), and the file that stands in for it. One resolve step serves the
 * whole table (`standInsPlugin`), and each row names the optional part it belongs to, so
 * `PLUGINS_WITHOUT=<part>` measures a part's gain (docs/performance.md, "Build plugins").
 *
 * - `rjsf-trim`: parts of RJSF the forms never use (default fields, widgets and templates, `$ref`, `oneOf`,
 *   markdown), replaced by stand-ins that throw, naming what was reached, if it ever is (src/stand-ins/rjsf/).
 *   RJSF has no public way to build a Form without its default registry, so this swaps RJSF's own files as
 *   @rjsf/utils and @rjsf/core import them; tests/unit/forms/rjsf-upgrade.test.ts fails, naming the row,
 *   when an RJSF upgrade stops importing one of them or imports a name its stand-in lacks, and
 *   tests/e2e/bundle.e2e.test.ts checks the real modules stay out of the build.
 * - `crypto-trim`: crypto-js's passphrase key derivation (evpkdf and the md5, sha1 and hmac it is built on),
 *   which crypto-js/aes requires unconditionally although the payload cipher only ever passes AES a key of
 *   bytes (src/stand-ins/crypto-js-kdf.ts throws on a passphrase). Unit tests run the real modules.
 * - `preload-helper`: Vite's helper around every `import()` (`\0vite/preload-helper.js`), for the app's own
 *   (src/boot/module-preload.ts), which also asks again for a stylesheet that failed while offline;
 *   bundle.e2e fails when a Vite update renames the helper.
 * - `react-shims`: wouter's `use-sync-external-store` shim (React 19 has the hook) and wouter's address-bar
 *   router, which patches `history.pushState` and which the app's hash routing never uses.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const STAND_IN_PARTS = ['rjsf-trim', 'crypto-trim', 'preload-helper', 'react-shims'] as const;
export type StandInPart = (typeof STAND_IN_PARTS)[number];

export interface StandIn {
  readonly part: StandInPart;
  /** What is imported: a specifier, or a pattern of specifiers. */
  readonly source: string | RegExp;
  /** Only when imported from inside this package (node_modules/<package>/); absent: from anywhere. */
  readonly from?: string;
  /** The stand-in, from the project's root. */
  readonly file: string;
}

const RJSF = (source: RegExp | string, stub: string): StandIn => ({
  part: 'rjsf-trim',
  source,
  from: '@rjsf',
  file: `src/stand-ins/rjsf/${stub}`,
});

export const STAND_INS: readonly StandIn[] = [
  RJSF(/(^|\/)shallowAllOfMerge\.js$/, 'all-of-merge.ts'),
  RJSF(/(^|\/)findSchemaDefinition\.js$/, 'schema-definition.ts'),
  RJSF(/(^|\/)omitExtraData\.js$/, 'omit-extra-data.ts'),
  RJSF(/(^|\/)toPathSchema\.js$/, 'path-schema.ts'),
  RJSF(/(^|\/)sanitizeDataForNewSchema\.js$/, 'sanitize-for-new-schema.ts'),
  RJSF(
    /(^|\/)(getClosestMatchingOption|getFirstMatchingOption|findSelectedOptionInXxxOf)\.js$/,
    'xxx-of-options.ts',
  ),
  // The default fields, templates and widgets getDefaultRegistry.js puts in every form's registry.
  RJSF(/(^|\/)components\/fields\/index\.js$/, 'rjsf-fields.ts'),
  RJSF(/(^|\/)components\/templates\/index\.js$/, 'rjsf-templates.ts'),
  RJSF(/(^|\/)components\/widgets\/index\.js$/, 'rjsf-widgets.ts'),
  RJSF('markdown-to-jsx/react', 'markdown.tsx'),
  ...['./evpkdf', './md5', './sha1', './hmac'].map((source): StandIn => ({
    part: 'crypto-trim',
    source,
    from: 'crypto-js',
    file: 'src/stand-ins/crypto-js-kdf.ts',
  })),
  { part: 'preload-helper', source: '\0vite/preload-helper.js', file: 'src/boot/module-preload.ts' },
  {
    part: 'react-shims',
    source: 'use-sync-external-store/shim/index.js',
    file: 'src/stand-ins/use-sync-external-store-shim.ts',
  },
  {
    part: 'react-shims',
    source: /^\.\/use-browser-location\.js$/,
    from: 'wouter',
    file: 'src/stand-ins/wouter-browser-location.ts',
  },
];

const matches = (standIn: StandIn, source: string) =>
  typeof standIn.source === 'string' ? standIn.source === source : standIn.source.test(source);

const inside = (importer: string | undefined, name: string) =>
  importer !== undefined && importer.replace(/\\/g, '/').includes(`/node_modules/${name}/`);

/** The stand-ins of `parts`, resolved before any other plugin (and before Vite's own helpers). */
export function standInsPlugin(root: string, parts: ReadonlySet<StandInPart>): Plugin {
  const table = STAND_INS.filter((standIn) => parts.has(standIn.part));
  return {
    name: 'tz-loan-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = table.find(
        (row) => matches(row, source) && (row.from === undefined || inside(importer, row.from)),
      );
      return standIn ? path.join(root, standIn.file) : null;
    },
  };
}
