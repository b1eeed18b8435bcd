import formsCommonTexts from '../../i18n/sections/forms-common.ts';
import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { useT } from '../../i18n/i18n.ts';
import { FieldFrame } from '../../ui/FieldFrame.tsx';
import { errorIdOf, hintIdOf, labelIdOf } from '../ids.ts';
import { isWidgetName, WIDGET_KINDS } from '../widget-names.ts';
import styles from './templates.module.css';

/**
 * Every field: its label (a legend for groups of controls), the widget, the inline error and the hint.
 * Texts arrive translated (ui-view.ts); the first error of a field is the one shown.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const t = useT(formsCommonTexts);
  const { id, label, children, rawErrors, rawHelp, hidden, required, uiSchema, fieldPathId } = props;
  // The form itself (the root object) is only the list of its fields.
  if (fieldPathId.path.length === 0) return children;
  if (hidden) return null;
  const widget = uiSchema?.['ui:widget'];
  const kind = isWidgetName(widget) ? WIDGET_KINDS[widget] : 'input';
  if (kind === 'none') return null;
  return (
    <FieldFrame
      labelAs={kind === 'group' ? 'legend' : kind === 'self' ? 'none' : 'label'}
      controlId={id}
      labelId={labelIdOf(id)}
      label={label}
      optional={required || kind === 'self' ? undefined : t('forms.common.optional')}
      hint={rawHelp}
      hintId={hintIdOf(id)}
      error={rawErrors?.[0]}
      errorId={errorIdOf(id)}
    >
      {children}
    </FieldFrame>
  );
}

/** The fields one under the other, without the title and description RJSF would add. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className={styles.fields}>{properties.map((property) => property.content)}</div>;
}

/** Errors are shown by the field template and the summary above the form. */
export function NoErrors() {
  return null;
}
