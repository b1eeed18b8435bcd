import formsWidgetsTexts from '../../i18n/sections/forms-widgets.ts';
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/i18n.ts';
import { isDocumentId } from '../../lib/document-ids.ts';
import { AgreementCheckbox } from '../../ui/AgreementCheckbox.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { PickerButton } from '../../ui/PickerButton.tsx';
import { RadioOptions } from '../../ui/RadioOptions.tsx';
import { SheetPicker } from '../../ui/SheetPicker.tsx';
import { labelIdOf, valueIdOf } from '../ids.ts';
import { useLocalValue } from './local-value.ts';
import { choicesOf, fieldProps, optionString } from './widget-props.ts';

/** Long lists (regions, districts, industries) get a search box in the sheet. */
const SEARCH_FROM = 12;

/**
 * A field-shaped button that opens the half-screen option list. Registered as `sheet`, `region`,
 * `district` and `payday`: their options differ (fixed, the market's regions, the chosen region's
 * districts, dates or weekdays by pay frequency) but the engine has already worked them out.
 */
export function SheetWidget(props: WidgetProps) {
  const t = useT(formsWidgetsTexts);
  const field = fieldProps(props);
  const [open, setOpen] = useState(false);
  const choices = choicesOf(props);
  const [value, setValue] = useLocalValue<unknown>(props, props.value);
  const chosen = choices.find((choice) => choice.value === value);
  const none = choices.length === 0;
  return (
    <>
      <PickerButton
        id={field.id}
        valueId={valueIdOf(field.id)}
        aria-labelledby={`${labelIdOf(field.id)} ${valueIdOf(field.id)}`}
        aria-describedby={field.describedBy}
        valueText={chosen?.label}
        placeholder={none ? t('forms.widgets.chooseAbove') : props.placeholder || t('forms.widgets.choose')}
        invalid={field.invalid}
        disabled={props.disabled || none}
        onClick={() => setOpen(true)}
        onBlur={field.onBlur}
      />
      <SheetPicker
        open={open}
        onOpenChange={setOpen}
        title={props.label}
        options={choices.map((choice) => ({ value: String(choice.value), label: choice.label }))}
        value={chosen ? String(chosen.value) : null}
        onSelect={(picked) => setValue(choices.find((choice) => String(choice.value) === picked)?.value)}
        closeLabel={t('common.close')}
        // Days of the month fit on one screen: a search box would only hide half of them behind the keyboard.
        searchLabel={
          choices.length > SEARCH_FROM && props.options.layout !== 'grid'
            ? t('forms.widgets.search')
            : undefined
        }
        noResultsText={t('common.noData')}
        layout={props.options.layout === 'grid' ? 'grid' : 'list'}
      />
    </>
  );
}

/** A few options shown at once (gender): native radios, in a row when there are at most three. */
/**
 * Side by side only when every label fits on one line of a 360 px phone: two options have about 130 px of
 * text each (16 characters), three about 57 px (7 characters, "Sina ajira" is 10). Otherwise one under
 * the other, so no label wraps inside its option, in either language.
 */
export function fitsInRow(labels: readonly string[]): boolean {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return (labels.length <= 2 && longest <= 16) || (labels.length === 3 && longest <= 7);
}

export function RadioWidget(props: WidgetProps) {
  const field = fieldProps(props);
  const choices = choicesOf(props);
  const [value, setValue] = useLocalValue<unknown>(props, props.value);
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <RadioOptions
      name={field.id}
      firstId={field.id}
      options={choices.map((choice) => ({ value: String(choice.value), label: choice.label }))}
      value={chosen ? String(chosen.value) : null}
      onChange={(picked) => setValue(choices.find((choice) => String(choice.value) === picked)?.value)}
      invalid={field.invalid}
      describedBy={field.describedBy}
      layout={fitsInRow(choices.map((choice) => choice.label)) ? 'row' : 'column'}
    />
  );
}

/**
 * "I agree to …": the value is `true` when ticked and absent otherwise, so `const: true` can require it.
 * With `ui:options.document` the sentence names that agreement as a link that opens it in a sheet over
 * the form (src/ui/AgreementCheckbox): the form stays mounted, so nothing typed is lost by reading it.
 */
export function AgreementWidget(props: WidgetProps) {
  const field = fieldProps(props);
  const document = optionString(props, 'document');
  const box = {
    id: field.id,
    checked: props.value === true,
    onCheckedChange: (checked: boolean) => props.onChange(checked ? true : undefined),
    describedBy: field.describedBy,
    invalid: field.invalid,
    disabled: props.disabled,
  };
  return isDocumentId(document) ? (
    <AgreementCheckbox {...box} documents={[{ id: document }]} />
  ) : (
    <Checkbox {...box} label={props.label} />
  );
}
