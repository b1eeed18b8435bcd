/**
 * Stands in for RJSF's `allOf` merge (`@rjsf/utils`' shallowAllOfMerge, built on @x0k/json-schema-merge,
 * about 7 KB gzipped and set up when imported) in the app build (scripts/stand-ins.ts,
 * `rjsf-trim`). RJSF calls it only for a schema with `allOf`, and the schema it lays out
 * never has one: display-schema.ts reduces each field to its type and default, and the rules' `allOf` and
 * `if`/`then` go to the engine's own validator. Reaching this is a bug there, so it says so.
 */
export default function shallowAllOfMerge(): never {
  throw new Error(
    'RJSF was given a schema with allOf to lay out: display-schema.ts must reduce it to types and defaults',
  );
}
