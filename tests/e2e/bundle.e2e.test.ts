/**
 * Byte budget and CSP-safety of the build the end-to-end tests run against (made by global-setup.ts in
 * sandbox mode; a production build differs only in VITE_SANDBOX, the verify code constant and the fake
 * native shell's loader, 0.5 KB gzipped of the first load: docs/native-app.md).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { KB, analyze } from '../../scripts/bundle-graph.mjs';
import { COMPILE_HINT } from '../../scripts/compile-hints-plugin.ts';

/**
 * Gzipped JS the home route needs before the borrower sees it, React included: the first load (which
 * carries the home screen, scripts/first-load-chunk-plugin.ts) and the texts of one language (the larger,
 * Kiswahili), which load side by side. Borrowers are on Slow 4G / 3G.
 */
// Issue 8's target for the home route was 90 KB. Issue 24's offline work (2026-11-26) added 1.2 KB to
// what must be on the phone before anything else can download: the offline panel and the loader that
// retries a screen's code, Home's last known state, the reconnect logic. The budgets follow, and the miss
// of issue 8's target (91.4 KB) is reported in issue 24's note, to be won back there.
// Issue 25 raised both by exactly what its error listeners and reply hand-off add to the first load, measured
// with `npm run size` on the same tree before and after: 91,183 → 91,664 bytes gzipped (+481).
const TELEMETRY_FIRST_LOAD = 481;
// Issue 27 (2026-11-26): what the app must refuse or normalise before it draws or sends anything — the
// server's clock offset and the one resend of a request refused for its time, reply checks, pasted numbers
// read in every mobile field, text counted as seen, and the messages for a locked code, a code asked too
// soon, a refused replay and a refused picture in the first language chunk. Measured after it landed:
// first load 92,132 B, home route 94,561 B, personal route 154,322 B; the budgets keep about 100 B above.
const ISSUE_27 = { firstLoad: 100, homeRoute: 484, personalRoute: 822 } as const;
const HOME_ROUTE_JS_BUDGET = 91.5 * KB + TELEMETRY_FIRST_LOAD + ISSUE_27.homeRoute; // bytes, gzip (92.3 KB at this writing)
const FIRST_LOAD_JS_BUDGET = 89.5 * KB + TELEMETRY_FIRST_LOAD + ISSUE_27.firstLoad; // bytes, gzip (90.0 KB with Home and the first script at this writing)
const HOME_SCREEN = 'src/features/home/HomeScreen.tsx';
/**
 * Gzipped JS of the personal information route, React included: the first load, the table of the screens'
 * code, the screen with the form engine, the form's definition and one language's texts. Issue 8's target.
 */
const PERSONAL_ROUTE_JS_BUDGET = 150 * KB + ISSUE_27.personalRoute; // bytes, gzip (150.7 KB at this writing, the screens table included)

const outDir = inject('outDir');
const report = analyze(outDir);

/** Output chunk file → module ids rendered into it, from Rolldown's build output (see global-setup.ts). */
const chunkModules: Record<string, string[]> = JSON.parse(readFileSync(inject('chunkModulesFile'), 'utf8'));

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('first load (index.html and its static imports)', () => {
  test(`is at most ${kb(FIRST_LOAD_JS_BUDGET)} of gzipped JS`, () => {
    const breakdown = report.entry.jsFiles
      .map((file) => `${file}: ${kb(report.files[file]?.gzip ?? Number.NaN)}`)
      .join(', ');
    expect(
      report.entry.js.gzip,
      `first load is ${kb(report.entry.js.gzip)} gzipped (${breakdown}); run \`npm run size\` for the route table`,
    ).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  });

  test("is one chunk beside the bundler runtime and the page's first script (scripts/first-load-chunk-plugin.ts)", () => {
    // Split into small common chunks, the same modules cost more bytes (import and export lists) and
    // requests; lazy screens importing first-load modules must not split them out again. The page's
    // first script (src/boot/early.ts) and what it shares with the app are the only other files.
    const early = Object.entries(chunkModules).filter(([, ids]) =>
      ids.some(
        (id) =>
          /[\\/]src[\\/]boot[\\/](early|early-calls)\.ts$/.test(id) ||
          /[\\/]src[\\/]api[\\/](wire|cipher)\.ts$/.test(id),
      ),
    );
    const earlyFiles = new Set(early.map(([file]) => file));
    expect(earlyFiles.size).toBeLessThanOrEqual(3);
    const rest = report.entry.jsFiles.filter(
      (file) => !/rolldown-runtime/.test(file) && !earlyFiles.has(file),
    );
    expect(rest).toHaveLength(1);
    expect(rest[0]).toBe(report.entry.file);
  });

  test("asks Chromium to compile the app's entry eagerly, and no other file (scripts/compile-hints-plugin.ts)", () => {
    const scripts = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const hinted = scripts.filter((file) =>
      readFileSync(path.join(outDir, 'assets', file), 'utf8').includes(COMPILE_HINT),
    );
    expect(hinted.map((file) => `assets/${file}`)).toEqual([report.entry.file]);
    // On the first line: the minifier would have dropped it anywhere it could.
    expect(readFileSync(path.join(outDir, report.entry.file), 'utf8').split('\n', 1)[0]).toBe(COMPILE_HINT);
  });

  test("wraps import() in the app's own helper, not Vite's larger one (scripts/stand-ins.ts)", () => {
    const ids = report.entry.jsFiles.flatMap((file) => chunkModules[file] ?? []);
    expect(ids.some((id) => /[\\/]src[\\/]boot[\\/]module-preload\.ts$/.test(id))).toBe(true);
    for (const file of report.entry.jsFiles)
      expect(readFileSync(path.join(outDir, file), 'utf8'), file).not.toContain('vite:preloadError');
  });

  test("the page's first script and what it imports stay small: they must arrive long before the app", () => {
    const early = report.entry.jsFiles.filter((file) =>
      (chunkModules[file] ?? []).some((id) =>
        /[\\/]src[\\/](boot[\\/]early(-calls)?|api[\\/]wire)\.ts$/.test(id),
      ),
    );
    expect(early.length).toBeGreaterThanOrEqual(1);
    const gzip = early.reduce((sum, file) => sum + (report.files[file]?.gzip ?? Number.NaN), 0);
    expect(gzip, `${early.join(', ')}: ${kb(gzip)}`).toBeLessThanOrEqual(5 * KB);
    const ids = early.flatMap((file) => chunkModules[file] ?? []);
    expect(
      ids.filter((id) => /[\\/]node_modules[\\/](react|react-dom|valtio|redaxios)[\\/]/.test(id)),
    ).toEqual([]);
  });

  test("names the first script's imports right after it, before the app's entry, each once", () => {
    // A connection that sends one file after another then sends what the first script waits for first.
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const early = /<script type="module" async crossorigin src="\.\/(assets\/early-[\w-]+\.js)"/.exec(
      html,
    )?.[1];
    expect(early, 'the first script in index.html').toBeDefined();
    const earlyChunk = readFileSync(path.join(outDir, early!), 'utf8');
    const imported = [...earlyChunk.matchAll(/from\s*"\.\/([\w-]+\.js)"/g)].map((m) => `assets/${m[1]}`);
    expect(imported.length).toBeGreaterThanOrEqual(1);
    const entry = html.indexOf(`src="./${report.entry.file}"`);
    expect(entry).toBeGreaterThan(0);
    for (const file of imported) {
      const preload = `<link rel="modulepreload" crossorigin href="./${file}">`;
      expect(html.split(preload), file).toHaveLength(2);
      expect(html.indexOf(preload), file).toBeLessThan(entry);
    }
  });

  test('does not contain the RJSF form engine', () => {
    // Module ids are resolved paths, so a module of @rjsf/core, @rjsf/utils or @rjsf/validator-ajv8 reads
    // `…/node_modules/@rjsf/…` whatever the minifier did to its code and whatever the chunk is named.
    const ids = report.entry.jsFiles.flatMap((file) => {
      const modules = chunkModules[file];
      if (!modules) throw new Error(`No module list for ${file}: global-setup.ts and the manifest disagree`);
      return modules.map((id) => ({ file, id }));
    });
    // The check is only meaningful if ids are the paths we expect: React always comes from node_modules.
    expect(ids.some(({ id }) => /[\\/]node_modules[\\/]react(-dom)?[\\/]/.test(id))).toBe(true);
    const rjsf = ids.filter(({ id }) => /[\\/]node_modules[\\/]@rjsf[\\/]/.test(id));
    expect(
      rjsf.map(({ file, id }) => `${file}: ${path.relative(process.cwd(), id)}`),
      'the form engine must load with the screens that use forms (React.lazy), not with the first screen',
    ).toEqual([]);
  });
});

describe('crypto-js (src/api/cipher.ts)', () => {
  test('is not in the first load, which carries Home: secure pages encrypt with WebCrypto', () => {
    const ids = report.entry.jsFiles.flatMap((file) => chunkModules[file] ?? []);
    expect(ids.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id))).toBe(true);
    expect(ids.filter((id) => /[\\/]node_modules[\\/]crypto-js[\\/]/.test(id))).toEqual([]);
  });

  test('is in a chunk of its own, for pages without WebCrypto', () => {
    const withAes = Object.entries(chunkModules).filter(([, ids]) =>
      ids.some((id) => /[\\/]node_modules[\\/]crypto-js[\\/]aes\.js$/.test(id)),
    );
    expect(withAes).toHaveLength(1);
    expect(withAes[0]?.[1].some((id) => /[\\/]src[\\/]api[\\/]cipher-js\.ts$/.test(id))).toBe(true);
  });
});

describe('dead code left out', () => {
  const all = Object.values(chunkModules).flat();

  test("crypto-js's passphrase key derivation (scripts/stand-ins.ts)", () => {
    expect(all.some((id) => /[\\/]node_modules[\\/]crypto-js[\\/]aes\.js$/.test(id))).toBe(true);
    expect(
      all.filter((id) => /[\\/]node_modules[\\/]crypto-js[\\/](md5|sha1|hmac|evpkdf)\.js$/.test(id)),
    ).toEqual([]);
  });

  test("RJSF's allOf merge: the layout schema never has allOf (src/stand-ins/rjsf/all-of-merge.ts)", () => {
    expect(all.some((id) => /[\\/]node_modules[\\/]@rjsf[\\/]utils[\\/]/.test(id))).toBe(true);
    expect(all.filter((id) => /json-schema-merge|shallowAllOfMerge/.test(id))).toEqual([]);
  });

  test("RJSF's default fields, templates and widgets the forms never render (src/stand-ins/rjsf/rjsf-*.ts)", () => {
    const core = /[\\/]node_modules[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]/;
    // The fields the forms do render stay.
    expect(all.some((id) => core.test(id) && /[\\/]fields[\\/]SchemaField\.js$/.test(id))).toBe(true);
    expect(all.some((id) => core.test(id) && /[\\/]fields[\\/]ArrayField\.js$/.test(id))).toBe(true);
    const unused =
      /[\\/](widgets|templates)[\\/]|[\\/](RichDescription|RichHelp|SchemaExamples)\.js$|[\\/]fields[\\/](MultiSchemaField|formDataForNewOption|Layout\w*Field|FallbackField|NullField|CyclicSchemaField|OptionalDataControlsField)\.js$/;
    expect(all.filter((id) => core.test(id) && unused.test(id))).toEqual([]);
  });

  test("RJSF's $ref, oneOf/anyOf, omitExtraData and schema-change code: the layout schema needs none (src/stand-ins/rjsf/)", () => {
    const utils = /[\\/]node_modules[\\/]@rjsf[\\/]utils[\\/]lib[\\/]/;
    expect(all.some((id) => utils.test(id) && /[\\/]schema[\\/]retrieveSchema\.js$/.test(id))).toBe(true);
    const unused =
      /[\\/](findSchemaDefinition|omitExtraData|toPathSchema|sanitizeDataForNewSchema|getClosestMatchingOption|getFirstMatchingOption|findSelectedOptionInXxxOf)\.js$/;
    expect(all.filter((id) => utils.test(id) && unused.test(id))).toEqual([]);
    expect(all.filter((id) => /[\\/]node_modules[\\/]jsonpointer[\\/]/.test(id))).toEqual([]);
  });

  test('the markets the build did not choose', () => {
    expect(all.filter((id) => /[\\/]markets[\\/]\w+\.json$/.test(id)).map((id) => path.basename(id))).toEqual(
      ['tz.json'],
    );
  });
});

describe('the home route (the first load, Home included, and the texts)', () => {
  const languages = ['locales/en.json', 'locales/sw.json'].map((key) =>
    report.routes.find((r) => r.key === key),
  );

  test('loads the texts of one language, not both, each as its own chunk', () => {
    for (const language of languages) {
      expect(language, 'a language is not its own chunk (src/i18n/i18n.ts loads them)').toBeDefined();
      for (const file of language?.jsFiles ?? []) expect(report.entry.jsFiles).not.toContain(file);
    }
  });

  test('has Home in the first-load chunk: no chunk of its own to wait for', () => {
    const ids = report.entry.jsFiles.flatMap((file) => chunkModules[file] ?? []);
    expect(ids.some((id) => id.endsWith(HOME_SCREEN))).toBe(true);
    expect(report.routes.filter((route) => route.key === HOME_SCREEN && route.own.gzip > 0)).toEqual([]);
  });

  test(`is at most ${kb(HOME_ROUTE_JS_BUDGET)} of gzipped JS`, () => {
    const texts = Math.max(...languages.map((language) => language?.js.gzip ?? Number.NaN));
    const total = report.entry.js.gzip + texts;
    expect(
      total,
      `home route is ${kb(total)} gzipped (first load with Home ${kb(report.entry.js.gzip)}, texts ${kb(texts)}); run \`npm run size\``,
    ).toBeLessThanOrEqual(HOME_ROUTE_JS_BUDGET);
  });
});

describe('the form screens', () => {
  const KYC = ['PersonalInfoScreen', 'AdditionalInfoScreen', 'LoanQuestionScreen'];

  test(`the personal information route is at most ${kb(PERSONAL_ROUTE_JS_BUDGET)} of gzipped JS`, () => {
    const screen = report.routes.find((r) => r.key === 'src/features/kyc/PersonalInfoScreen.tsx');
    const form = report.routes.find((r) => r.key === 'virtual:forms/personal');
    const texts = report.routes.find((r) => r.key === 'locales/sw.json');
    // Opened from a link, the route also needs the table of where the screens' code is.
    const table = report.routes.find((r) => r.key === 'src/app/screen-loaders.ts');
    expect(table, 'the screens table is a chunk of its own (src/app/screens.ts)').toBeDefined();
    const files = new Set([
      ...report.entry.jsFiles,
      ...(table?.jsFiles ?? []),
      ...(screen?.jsFiles ?? []),
      ...(form?.jsFiles ?? []),
      ...(texts?.jsFiles ?? []),
    ]);
    const sizes = [...files].map((file) => [file, report.files[file]?.gzip ?? Number.NaN] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(
      total,
      `personal route is ${kb(total)}: ${sizes.map(([file, size]) => `${file} ${kb(size)}`).join(', ')}`,
    ).toBeLessThanOrEqual(PERSONAL_ROUTE_JS_BUDGET);
  });

  test('load the form engine with them, and each form definition as its own chunk', () => {
    for (const screen of KYC) {
      const route = report.routes.find((r) => r.key === `src/features/kyc/${screen}.tsx`);
      expect(route, `${screen} is not a lazy route chunk`).toBeDefined();
      const ids = (route?.jsFiles ?? []).flatMap((file) => chunkModules[file] ?? []);
      expect(
        ids.some((id) => /[\\/]node_modules[\\/]@rjsf[\\/]core[\\/]/.test(id)),
        screen,
      ).toBe(true);
    }
    for (const form of ['personal', 'work', 'questionnaire', 'feedback']) {
      expect(report.routes.map((r) => r.key)).toContain(`virtual:forms/${form}`);
    }
  });
});

test('no built JS uses eval or the Function constructor (the app runs under a strict CSP)', () => {
  // `eval(`, `(0, eval)(` and `Function(` / `new Function(`, not as part of a longer name or a property.
  // The bare `Function(` also catches `Function('return this')()` global polyfills, which a strict CSP
  // blocks too; the failure shows the code around each hit to tell which library it comes from.
  const forbidden = /(?<![\w$.])(?:eval\s*[()]|Function\s*\()/g;
  const jsFiles = listFiles(outDir).filter((file) => /\.m?js$/.test(file));
  expect(jsFiles.length).toBeGreaterThan(0);
  const hits: string[] = [];
  for (const file of jsFiles) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(forbidden)) {
      const at = match.index;
      hits.push(`${path.relative(outDir, file)}: …${code.slice(Math.max(0, at - 60), at + 40)}…`);
    }
  }
  expect(hits).toEqual([]);
});

test('no built chunk carries ajv: form validators ship precompiled into plain functions', () => {
  // ajv's compiler would need `new Function`; even its runtime helpers are inlined by scripts/forms/compile.ts.
  const ajv = Object.entries(chunkModules).flatMap(([file, ids]) =>
    ids.filter((id) => /[\\/]node_modules[\\/]ajv(-formats)?[\\/]/.test(id)).map((id) => `${file}: ${id}`),
  );
  expect(ajv).toEqual([]);
});

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}
