import formsWidgetsTexts from '../../i18n/sections/forms-widgets.ts';
import type { HTMLAttributes } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/i18n.ts';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { useLocalValue } from './local-value.ts';
import { fieldProps, optionNumber, optionString, orUndefined } from './widget-props.ts';
import { visibleText } from '../../lib/visible-text.ts';

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

/** A one-line input wired to RJSF; `ui:options` may set `inputMode`, `autocomplete` and `maxLength`. */
function LineWidget({ props, digitsOnly }: { props: WidgetProps; digitsOnly: boolean }) {
  const field = fieldProps(props);
  const inputMode = optionString(props, 'inputMode') as InputMode;
  const [text, setText] = useLocalValue(props, typeof props.value === 'string' ? props.value : '');
  return (
    <TextInput
      id={field.id}
      name={props.name}
      digitsOnly={digitsOnly}
      value={text}
      onChange={(next) => setText(next, orUndefined(next))}
      onBlur={field.onBlur}
      onFocus={field.onFocus}
      invalid={field.invalid}
      aria-describedby={field.describedBy}
      placeholder={props.placeholder || undefined}
      inputMode={digitsOnly ? (inputMode ?? 'numeric') : inputMode}
      autoComplete={optionString(props, 'autocomplete')}
      maxLength={optionNumber(props, 'maxLength')}
      disabled={props.disabled}
    />
  );
}

/** One line of text. */
export function TextWidget(props: WidgetProps) {
  return <LineWidget props={props} digitsOnly={false} />;
}

/** Digits only (phone numbers, postcodes): other characters are refused as they are typed or pasted. */
export function DigitsWidget(props: WidgetProps) {
  return <LineWidget props={props} digitsOnly />;
}

/** Several lines (feedback descriptions), with a character count when there is a limit. */
export function TextareaWidget(props: WidgetProps) {
  const t = useT(formsWidgetsTexts);
  const field = fieldProps(props);
  const [value, setValue] = useLocalValue(props, typeof props.value === 'string' ? props.value : '');
  const max = optionNumber(props, 'maxLength');
  return (
    <TextArea
      id={field.id}
      name={props.name}
      value={value}
      onChange={(text) => setValue(text, orUndefined(text))}
      onBlur={field.onBlur}
      onFocus={field.onFocus}
      invalid={field.invalid}
      aria-describedby={field.describedBy}
      placeholder={props.placeholder || undefined}
      maxLength={max}
      rows={optionNumber(props, 'rows') ?? 5}
      // What the limits count (src/forms/values.ts): invisible characters and outer spaces are not text.
      counterLabel={max ? t('forms.widgets.count', { count: visibleText(value).length, max }) : undefined}
      disabled={props.disabled}
    />
  );
}

/** Fixed values that are sent but not shown (e.g. the card type). */
export function HiddenWidget() {
  return null;
}
