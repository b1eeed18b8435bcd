/**
 * Compiling a form's validation schema with ajv (Node only). The browser gets the result as precompiled
 * code (`standaloneModule`), the sandbox as a function compiled at start-up (`compileValidator`): both
 * from the same ajv options and the same built schema, so they accept and refuse the same payloads.
 */
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { CompiledValidate, JsonSchema } from '../../src/forms/spec.ts';

function createAjv(source: boolean): Ajv {
  return new Ajv({
    // Every field's problem at once, so the summary lists them all.
    allErrors: true,
    // Unknown keywords (a typo such as "minLenght") are errors, not silently ignored.
    strict: true,
    strictTypes: false,
    strictTuples: false,
    // Generated `then: { required: [field] }` parts name fields declared at the top, not beside them.
    strictRequired: false,
    // The engine shows its own translated messages: ajv's English ones would only add bytes.
    messages: false,
    code: { source, esm: true, lines: false, optimize: true },
  });
}

export function compileValidator(schema: JsonSchema): CompiledValidate {
  return createAjv(false).compile(schema) as unknown as CompiledValidate;
}

/*
 * ajv's standalone code still `require`s a few runtime helpers even in ESM mode. The browser must get no
 * ajv code at all, so the two our schemas can need are inlined here; any other one stops the build.
 */
const RUNTIME: Record<string, string> = {
  // String length in code points, as JSON Schema counts it (a surrogate pair is one character).
  ucs2length: '(function (text) { let n = 0; for (const _ of text) n++; return n; })',
  // Deep equality of JSON values (enum/const of arrays or objects, uniqueItems).
  equal: `(function equal(a, b) {
    if (a === b) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    const ka = Object.keys(a), kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal(a[k], b[k]));
  })`,
};

export function standaloneModule(schema: JsonSchema): string {
  const ajv = createAjv(true);
  const validate = ajv.compile(schema);
  const code = standaloneCode(ajv, validate).replace(
    /require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g,
    (_whole, name: string) => {
      const inline = RUNTIME[name];
      if (!inline)
        throw new Error(
          `The validator needs ajv's runtime helper "${name}", which is not inlined: add it to RUNTIME in scripts/forms/compile.ts`,
        );
      return inline;
    },
  );
  if (/\brequire\(/.test(code))
    throw new Error('The generated validator still requires a module; see scripts/forms/compile.ts');
  return code;
}
