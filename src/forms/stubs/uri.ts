/**
 * Stands in for `fast-uri` in the app build (`rjsfTrimPlugin`, scripts/forms/vite-plugin.ts). RJSF only resolves URIs for
 * `$ref`s, and the schema lint does not allow `$ref` in form schemas, so the URI library need not ship.
 */
const uri = {
  equal: (a: string, b: string): boolean => a === b,
  resolve: (_base: string, ref: string): string => ref,
};

export default uri;
