import { en } from '../../helpers/texts.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormRules, FormValues, JsonSchema, UiSchema } from '../../../src/forms/spec.ts';
import { definitionFrom } from '../../helpers/forms.ts';
import { renderSchemaForm } from '../../helpers/schema-form.tsx';

/** A form with one field `f`, rendered by the engine; returns what the last submit sent. */
function one(field: JsonSchema, ui: UiSchema, rules: Partial<FormRules> = {}, initial?: FormValues) {
  const definition = definitionFrom({
    schema: { type: 'object', properties: { f: field }, required: ['f'] },
    ui: { f: { 'ui:title': 'Field', ...ui } },
    rules: { messages: { f: { required: 'required!', invalid: 'invalid!' } }, ...rules },
  });
  const { onSubmit } = renderSchemaForm({ name: 'one', definition, initialValues: initial });
  const send = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    return onSubmit.mock.calls.at(-1)?.[0];
  };
  return { send, onSubmit };
}

describe('nida widget', () => {
  it('moves focus on when a part is full and joins the parts 8-5-5-2', async () => {
    const user = userEvent.setup();
    const { send } = one(
      { type: 'string', pattern: '^[0-9]{8}-[0-9]{5}-[0-9]{5}-[0-9]{2}$' },
      { 'ui:widget': 'nida' },
    );
    const parts = within(screen.getByRole('group', { name: /Field/ })).getAllByRole('textbox');
    expect(parts).toHaveLength(4);
    await user.click(parts[0] as HTMLElement);
    await user.keyboard('12345678a9');
    expect(document.activeElement).toBe(parts[1]);
    await user.keyboard('876541111');
    expect(document.activeElement).toBe(parts[3]);
    await user.keyboard('223');
    expect(await send()).toEqual({ f: '12345678-98765-41111-22' });
  });

  it('spreads a pasted number over the parts and goes back on Backspace', async () => {
    const user = userEvent.setup();
    one({ type: 'string' }, { 'ui:widget': 'nida' });
    const parts = screen.getAllByRole('textbox') as HTMLInputElement[];
    await user.click(parts[0] as HTMLElement);
    await user.paste('19900615-12345-00001-27');
    expect(parts.map((p) => p.value)).toEqual(['19900615', '12345', '00001', '27']);
    await user.click(parts[2] as HTMLElement);
    await user.clear(parts[2] as HTMLElement);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(parts[1]);
  });
});

describe('digits widget', () => {
  it('refuses other characters and stops at its length', async () => {
    const user = userEvent.setup();
    one({ type: 'string' }, { 'ui:widget': 'digits', 'ui:options': { maxLength: 10 } });
    const input = screen.getByLabelText('Field') as HTMLInputElement;
    await user.type(input, '07a12-345 67890');
    expect(input.value).toBe('0712345678');
    expect(input.inputMode).toBe('numeric');
  });
});

describe('date widget', () => {
  it('offers real dates only, between 18 and 65 years ago', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 12), toFake: ['Date'] });
    const { send } = one(
      { type: 'string' },
      { 'ui:widget': 'date', 'ui:options': { minYearsAgo: 18, maxYearsAgo: 65 } },
    );
    const year = screen.getByLabelText(en.forms.date.year) as HTMLSelectElement;
    const years = Array.from(year.options)
      .slice(1)
      .map((o) => Number(o.value));
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1960);
    await user.selectOptions(year, '2008');
    const month = screen.getByLabelText(en.forms.date.month) as HTMLSelectElement;
    expect(
      Array.from(month.options)
        .slice(1)
        .map((o) => o.value),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    await user.selectOptions(year, '2000');
    await user.selectOptions(month, '2');
    const day = screen.getByLabelText(en.forms.date.day) as HTMLSelectElement;
    expect(Array.from(day.options).at(-1)?.value).toBe('29');
    await user.selectOptions(day, '29');
    await user.selectOptions(year, '2001'); // no 29 February in 2001: the day is cleared
    expect(day.value).toBe('');
    await user.selectOptions(day, '28');
    expect(await send()).toEqual({ f: '28-02-2001' });
    vi.useRealTimers();
  });
});

describe('payday widget', () => {
  it('has nothing to choose before its parent is chosen', () => {
    one(
      { type: 'string' },
      { 'ui:widget': 'payday' },
      {
        options: { f: { from: 'sets', parent: 'p', sets: { Monthly: 'dates' } } },
        optionSets: { dates: { values: ['1', '2', '31'], layout: 'grid' } },
      },
    );
    // Without the parent there is nothing to choose yet.
    expect(screen.getByRole('button', { name: /Field/ }).hasAttribute('disabled')).toBe(true);
  });
});

describe('agreement widget', () => {
  it('is required to be ticked', async () => {
    const user = userEvent.setup();
    const { send, onSubmit } = one({ type: 'boolean', const: true }, { 'ui:widget': 'agreement' });
    await send();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('required!').length).toBeGreaterThan(0); // unticked counts as not given
    await user.click(screen.getByRole('checkbox', { name: 'Field' }));
    expect(await send()).toEqual({ f: true });
  });
});

describe('the widget registry', () => {
  it('registers exactly the widgets the schema lint accepts', async () => {
    const { WIDGETS } = await import('../../../src/forms/theme.ts');
    const { WIDGET_KINDS } = await import('../../../src/forms/widget-names.ts');
    expect(Object.keys(WIDGETS).sort()).toEqual(Object.keys(WIDGET_KINDS).sort());
  });
});
