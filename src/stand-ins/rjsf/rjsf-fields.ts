import type { RegistryFieldsType } from '@rjsf/utils';
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { unreachable } from './unreachable.ts';

/**
 * Stands in for RJSF's default fields (`@rjsf/core`'s components/fields/index.js) in the app build
 * (scripts/stand-ins.ts, `rjsf-trim`), keeping the six the forms render and leaving out the
 * rest, about 4.5 KB gzipped. RJSF picks a field by `ui:field` (the schema lint allows none), by a
 * schema's `$id`, `anyOf`/`oneOf` or a `$ref` cycle (the layout schema, display-schema.ts, has none), or
 * else by `type` (SchemaField's COMPONENT_TYPES): the layout schema is an object of string, integer,
 * number, boolean and array fields (the lint allows no other type, `null` included), arrays with `items`.
 * So the oneOf/anyOf field (MultiSchemaField with its option matching), the fallback and null fields, the
 * `$ref` cycle field, the layout-grid fields (`ui:field` only) and the optional-data controls
 * (`enableOptionalDataFieldForType`, a ui option the lint refuses) are never reached; each throws if it is.
 */
const LAYOUT = 'the layout schema (display-schema.ts) has no';

const FIELDS: RegistryFieldsType = {
  ArrayField,
  BooleanField,
  NumberField,
  ObjectField,
  SchemaField,
  StringField,
  AnyOfField: unreachable('AnyOfField', `${LAYOUT} anyOf`),
  OneOfField: unreachable('OneOfField', `${LAYOUT} oneOf`),
  CyclicSchemaField: unreachable('CyclicSchemaField', `${LAYOUT} $ref`),
  FallbackField: unreachable('FallbackField', `${LAYOUT} field of a type RJSF has no field for`),
  NullField: unreachable('NullField', `${LAYOUT} null field`),
  LayoutGridField: unreachable('LayoutGridField', 'the ui files name no ui:field'),
  LayoutHeaderField: unreachable('LayoutHeaderField', 'the ui files name no ui:field'),
  LayoutMultiSchemaField: unreachable('LayoutMultiSchemaField', 'the ui files name no ui:field'),
  OptionalDataControlsField: unreachable(
    'OptionalDataControlsField',
    'the ui files set no enableOptionalDataFieldForType',
  ),
};

export default function fields(): RegistryFieldsType {
  return FIELDS;
}
