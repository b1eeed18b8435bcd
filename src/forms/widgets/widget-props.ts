import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from '../ids.ts';
import type { ViewChoice } from '../ui-view.ts';

/** What every widget reads from RJSF's props, in one place. */
export function fieldProps(props: WidgetProps) {
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  const hasHint = typeof props.uiSchema?.['ui:help'] === 'string';
  return {
    id: props.id,
    invalid,
    describedBy: describedBy(props.id, invalid, hasHint),
    onBlur: () => props.onBlur(props.id, props.value),
    onFocus: () => props.onFocus(props.id, props.value),
  };
}

/** The field's current options, as the engine filled them in (ui-view.ts). */
export function choicesOf(props: WidgetProps): ViewChoice[] {
  const choices = props.options.choices;
  return Array.isArray(choices) ? (choices as ViewChoice[]) : [];
}

export const optionNumber = (props: WidgetProps, name: string): number | undefined => {
  const value = props.options[name];
  return typeof value === 'number' ? value : undefined;
};

export const optionString = (props: WidgetProps, name: string): string | undefined => {
  const value = props.options[name];
  return typeof value === 'string' ? value : undefined;
};

/** Empty text means "no value": the field then counts as not filled in. */
export const orUndefined = (text: string): string | undefined => (text === '' ? undefined : text);
