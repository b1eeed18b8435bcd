import { unreachable } from './unreachable.ts';

/**
 * Stands in for RJSF's `toPathSchema` (`@rjsf/utils`' schema/toPathSchema.js) in the app build
 * (scripts/stand-ins.ts, `rjsf-trim`); its bytes are counted in omit-extra-data.ts. Nothing in
 * @rjsf/core calls it: SchemaUtils only offers it, for `omitExtraData`, which the app leaves out too.
 */
export default unreachable('toPathSchema', 'only omitExtraData needs it, and SchemaForm never sets that');
