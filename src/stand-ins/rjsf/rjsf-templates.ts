import type { TemplatesType } from '@rjsf/utils';
import { unreachable } from './unreachable.ts';

/**
 * Stands in for RJSF's default templates (`@rjsf/core`'s components/templates/index.js, with its buttons,
 * labels and the markdown description and help they render) in the app build (scripts/stand-ins.ts,
 * `rjsf-trim`): about 3.5 KB gzipped. None is ever rendered:
 * - The theme (theme.ts) replaces every template SchemaField, ObjectField and Form look up for the layout
 *   schema: FieldTemplate, ObjectFieldTemplate, the description, help, error, error list and title ones.
 * - The array templates and the item buttons belong to RJSF's own list UI, which ArrayField renders only
 *   for an array without a `ui:widget`: the lint gives every field one (an array, `images`, takes
 *   ArrayField's custom-widget path), and a hidden field's FieldTemplate renders nothing at all.
 * - BaseInputTemplate and the clear button serve RJSF's default widgets, which the app never uses
 *   (rjsf-widgets.ts); UnsupportedField, Fallback, MultiSchema, Cyclic, Grid, WrapIfAdditional and the
 *   optional-data controls serve fields and features left out in rjsf-fields.ts.
 * - Form renders SubmitButton only when it has no children: SchemaForm always passes its own button.
 */
const unused = (name: string) =>
  unreachable(
    name,
    'it serves a field or widget the forms never render (src/stand-ins/rjsf/rjsf-templates.ts)',
  );
const themed = (name: string) => unreachable(name, 'the theme (src/forms/theme.ts) must replace it');

const TEMPLATES: TemplatesType = {
  ArrayFieldDescriptionTemplate: unused('ArrayFieldDescriptionTemplate'),
  ArrayFieldItemTemplate: unused('ArrayFieldItemTemplate'),
  ArrayFieldItemButtonsTemplate: unused('ArrayFieldItemButtonsTemplate'),
  ArrayFieldTemplate: unused('ArrayFieldTemplate'),
  ArrayFieldTitleTemplate: unused('ArrayFieldTitleTemplate'),
  BaseInputTemplate: unused('BaseInputTemplate'),
  CyclicSchemaExpandTemplate: unused('CyclicSchemaExpandTemplate'),
  FallbackFieldTemplate: unused('FallbackFieldTemplate'),
  GridTemplate: unused('GridTemplate'),
  MultiSchemaFieldTemplate: unused('MultiSchemaFieldTemplate'),
  OptionalDataControlsTemplate: unused('OptionalDataControlsTemplate'),
  UnsupportedFieldTemplate: unused('UnsupportedFieldTemplate'),
  WrapIfAdditionalTemplate: unused('WrapIfAdditionalTemplate'),
  DescriptionFieldTemplate: themed('DescriptionFieldTemplate'),
  ErrorListTemplate: themed('ErrorListTemplate'),
  FieldTemplate: themed('FieldTemplate'),
  FieldErrorTemplate: themed('FieldErrorTemplate'),
  FieldHelpTemplate: themed('FieldHelpTemplate'),
  ObjectFieldTemplate: themed('ObjectFieldTemplate'),
  TitleFieldTemplate: themed('TitleFieldTemplate'),
  ButtonTemplates: {
    AddButton: unused('AddButton'),
    CopyButton: unused('CopyButton'),
    MoveDownButton: unused('MoveDownButton'),
    MoveUpButton: unused('MoveUpButton'),
    RemoveButton: unused('RemoveButton'),
    ClearButton: unused('ClearButton'),
    SubmitButton: unreachable(
      'SubmitButton',
      'Form renders it only without children, and SchemaForm passes its own submit button',
    ),
  },
};

export default function templates(): TemplatesType {
  return TEMPLATES;
}
