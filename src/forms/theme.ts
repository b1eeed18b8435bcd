import { withTheme } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { WidgetName } from './widget-names.ts';
import { FieldTemplate, NoErrors, ObjectFieldTemplate } from './templates/FieldTemplate.tsx';
import { AgreementWidget, RadioWidget, SheetWidget } from './widgets/ChoiceWidgets.tsx';
import { DateWidget } from './widgets/DateWidget.tsx';
import { LazyUploadWidget } from './widgets/LazyUploadWidget.tsx';
import { NidaWidget } from './widgets/NidaWidget.tsx';
import { DigitsWidget, HiddenWidget, TextareaWidget, TextWidget } from './widgets/TextWidgets.tsx';

/** The widgets a ui file names by string (widget-names.ts lists the same names for the schema lint). */
export const WIDGETS: Record<WidgetName, RegistryWidgetsType[string]> = {
  text: TextWidget,
  digits: DigitsWidget,
  textarea: TextareaWidget,
  nida: NidaWidget,
  date: DateWidget,
  radio: RadioWidget,
  upload: LazyUploadWidget,
  sheet: SheetWidget,
  region: SheetWidget,
  district: SheetWidget,
  payday: SheetWidget,
  agreement: AgreementWidget,
  hidden: HiddenWidget,
};

/** RJSF themed with the project's parts: this is the only place the engine meets @rjsf/core. */
export const ThemedForm = withTheme({
  widgets: WIDGETS,
  templates: {
    FieldTemplate,
    ObjectFieldTemplate,
    ErrorListTemplate: NoErrors,
    FieldErrorTemplate: NoErrors,
    FieldHelpTemplate: NoErrors,
    DescriptionFieldTemplate: NoErrors,
    TitleFieldTemplate: NoErrors,
  },
});
