import { unreachable } from './unreachable.ts';

/**
 * Stands in for RJSF's `sanitizeDataForNewSchema` (`@rjsf/utils`' schema/sanitizeDataForNewSchema.js) in
 * the app build (scripts/stand-ins.ts, `rjsf-trim`): about 0.6 KB gzipped. Form calls it on a
 * change only if the same root schema now resolves differently (an `if`, `dependencies`, `$ref` or
 * `additionalProperties` that the new values switch) or nests such a condition; and the oneOf/anyOf
 * field calls it when the option changes. The layout schema (display-schema.ts: types and defaults) has
 * none of these, so it resolves to the same schema whatever the values are.
 */
export default unreachable(
  'sanitizeDataForNewSchema',
  'the layout schema (display-schema.ts) has no condition that values could switch',
);
