import { unreachable } from './unreachable.ts';

/**
 * Stands in for RJSF's `omitExtraData` (`@rjsf/utils`' schema/omitExtraData.js, with the helpers it
 * exports) in the app build (scripts/stand-ins.ts, `rjsf-trim`); with path-schema.ts, which
 * only it needs, about 1.3 KB gzipped. Form calls it only when its `omitExtraData` prop is set, which
 * SchemaForm never sets (the engine leaves hidden fields out of what it sends itself). Of the helpers,
 * getUsedFormData and getFieldNames only back Form's deprecated methods of the same names, which nothing
 * calls, and isValueEmpty only removeOptionalEmptyObjects, which nothing in the app imports.
 */
const why = 'SchemaForm never sets omitExtraData; the engine drops hidden values itself';

export default unreachable('omitExtraData', why);
export const getUsedFormData = unreachable('getUsedFormData', why);
export const getFieldNames = unreachable('getFieldNames', why);
export const isValueEmpty = unreachable('isValueEmpty', why);
