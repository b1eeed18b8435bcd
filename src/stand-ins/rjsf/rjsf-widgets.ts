import type { RegistryWidgetsType } from '@rjsf/utils';
import { unreachableAll } from './unreachable.ts';

/**
 * Stands in for RJSF's default widgets (`@rjsf/core`'s components/widgets/index.js: text, select,
 * checkbox, date, file… inputs) in the app build (scripts/stand-ins.ts, `rjsf-trim`): about
 * 5 KB gzipped. RJSF's getWidget takes a `ui:widget` name from the registry as it is, and only
 * looks a default widget up (TextWidget for `text`, SelectWidget for an enum, a `format`'s widget) for a
 * name the registry lacks. The schema lint gives every field a `ui:widget` the theme registers
 * (widget-names.ts, WIDGETS in theme.ts; hidden fields get `hidden`), and the layout schema has no
 * `format`, so the defaults are never reached; each throws if it is.
 */
const WIDGETS: RegistryWidgetsType = unreachableAll(
  [
    'AltDateWidget',
    'AltDateTimeWidget',
    'CheckboxWidget',
    'CheckboxesWidget',
    'ColorWidget',
    'DateWidget',
    'DateTimeWidget',
    'EmailWidget',
    'FileWidget',
    'HiddenWidget',
    'PasswordWidget',
    'RadioWidget',
    'RangeWidget',
    'RatingWidget',
    'SelectWidget',
    'TextWidget',
    'TextareaWidget',
    'TimeWidget',
    'UpDownWidget',
    'URLWidget',
  ],
  'every ui:widget must name one the theme registers (src/forms/theme.ts, widget-names.ts)',
);

export default function widgets(): RegistryWidgetsType {
  return WIDGETS;
}
