#!/usr/bin/env node
/**
 * `npm run bench:validators`: the project's own form validators against RJSF's precompiled path, for each
 * form of the tz market. Both start from the same built schema (src/forms/compile/build-schema.ts: the
 * schema with the rules as `if`/`then`), both compile it with ajv at build time:
 *   - project: scripts/forms/compile.ts `standaloneModule` (ajv standalone code with its two runtime
 *     helpers inlined), the function the engine calls;
 *   - RJSF: @rjsf/validator-ajv8's `compileSchemaValidatorsCode` at build time and
 *     `createPrecompiledValidator` at run time, the validator RJSF's `Form` takes.
 * Each is bundled (Vite, minified, React and @rjsf/utils left out as the app already loads them for the
 * form) and gzipped at level 6 as tests/e2e/bundle.e2e.test.ts counts. Prints one table; writes
 * .bench/validators.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, createServer } from 'vite';
import { buildTargets } from './browser-target.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FORMS = ['personal', 'work', 'questionnaire', 'feedback'];

// TypeScript modules of the project, loaded through Vite (this script is plain JavaScript).
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
});
const sources = await server.ssrLoadModule('/scripts/forms/sources.ts');
const { buildValidationSchema } = await server.ssrLoadModule('/src/forms/compile/build-schema.ts');
const { standaloneModule } = await server.ssrLoadModule('/scripts/forms/compile.ts');
const { compileSchemaValidatorsCode } =
  await import('@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js');
await server.close();

/** Minified and gzipped size of a module whose entry code is given, dependencies outside `external`. */
async function bundledSize(name, files) {
  const plugin = {
    name: 'bench-validators-entry',
    enforce: 'pre',
    resolveId: (id) => {
      const key = path.basename(id);
      return key in files ? `\0bench:${key}` : null;
    },
    load: (id) => (id.startsWith('\0bench:') ? files[id.slice('\0bench:'.length)] : null),
  };
  const out = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [plugin],
    build: {
      write: false,
      minify: true,
      target: buildTargets(root),
      lib: { entry: 'entry', formats: ['es'], fileName: name },
      rollupOptions: { external: [/^react/, /^@rjsf\/utils/] },
    },
  });
  const output = (Array.isArray(out) ? out[0] : out).output;
  const code = output
    .filter((file) => file.type === 'chunk')
    .map((file) => file.code)
    .join('\n');
  return { raw: code.length, gzip: gzipSync(code, { level: 6 }).length };
}

const { regions } = sources.readRegions(root, 'tz');
const results = [];
for (const form of FORMS) {
  const { schema, rules } = sources.readFormSources(root, 'tz', form);
  const validation = buildValidationSchema(schema, rules, regions);

  const ours = await bundledSize(`ours-${form}`, {
    entry: standaloneModule(validation),
  });
  // CommonJS, as RJSF's docs write it to a file (its ESM output cannot name the schemas' hashed ids).
  const rjsfCode = compileSchemaValidatorsCode(validation, {
    ajvOptionsOverrides: { code: { lines: false } },
  });
  const theirs = await bundledSize(`rjsf-${form}`, {
    entry: [
      "import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';",
      "import * as validators from 'validators';",
      `export const validator = createPrecompiledValidator(validators, ${JSON.stringify(validation)});`,
    ].join('\n'),
    validators: rjsfCode,
  });

  results.push({ form, project: ours, rjsf: theirs });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log('Form validators of the tz market, minified and gzipped (level 6), KB; × = project / RJSF.\n');
console.log('| form | project | RJSF precompiled | × |');
console.log('|---|--:|--:|--:|');
for (const r of results) {
  const ratio = (r.project.gzip / r.rjsf.gzip).toFixed(2);
  console.log(`| ${r.form} | ${kb(r.project.gzip)} | ${kb(r.rjsf.gzip)} | ${ratio} |`);
}
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench/validators.json'), `${JSON.stringify(results, null, 2)}\n`);
