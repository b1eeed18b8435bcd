import { unreachable } from './unreachable.ts';

/**
 * Stands in for RJSF's oneOf/anyOf option matching (`@rjsf/utils`' schema/getClosestMatchingOption.js,
 * schema/getFirstMatchingOption.js and schema/findSelectedOptionInXxxOf.js) in the app build
 * (scripts/stand-ins.ts, `rjsf-trim`): about 0.7 KB gzipped. RJSF calls them only for a
 * schema with `oneOf` or `anyOf` (defaults, finding a field, the oneOf/anyOf field) or with `dependencies`
 * holding a `oneOf`; the layout schema (display-schema.ts) has none of them.
 */
export default unreachable(
  'oneOf/anyOf option matching',
  'the layout schema (display-schema.ts) has no oneOf, anyOf or dependencies',
);
