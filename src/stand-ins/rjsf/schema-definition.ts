import { unreachable } from './unreachable.ts';

/**
 * Stands in for RJSF's `$ref` resolution (`@rjsf/utils`' findSchemaDefinition.js, with the JSON-pointer
 * library it loads) in the app build (scripts/stand-ins.ts, `rjsf-trim`): about 0.7 KB
 * gzipped. RJSF calls it only for a schema with a `$ref`, a draft 2020-12 `$schema` (to make every `$ref`
 * absolute) or `dependencies`; the schema lint allows no `$ref` or `dependencies` in form schemas, and
 * the layout schema (display-schema.ts) carries no `$schema`.
 */
const why = 'the layout schema (display-schema.ts) has no $ref, $schema or dependencies';

export default unreachable('findSchemaDefinition ($ref)', why);
export const findSchemaDefinitionRecursive = unreachable('findSchemaDefinitionRecursive ($ref)', why);
export const makeAllReferencesAbsolute = unreachable('makeAllReferencesAbsolute ($ref)', why);
export const splitKeyElementFromObject = unreachable('splitKeyElementFromObject (dependencies)', why);
