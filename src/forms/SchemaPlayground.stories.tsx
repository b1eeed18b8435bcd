import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SchemaPlayground } from '../../.storybook/SchemaPlayground.tsx';

/**
 * For product staff: edit a form's three files (schema, ui, rules) on the left and see the schema lint's
 * findings and the form itself update as you type. Starts with Tanzania's personal information form.
 */
const meta = {
  title: 'Forms/Schema playground',
  component: SchemaPlayground,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SchemaPlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalInformation: Story = {};

/** A small form written from scratch, with a rule and its messages. */
export const SmallForm: Story = {
  args: {
    schema: {
      type: 'object',
      properties: {
        employmentType: { type: 'string', enum: ['Employee', 'Self employed', 'Unemployed'] },
        companyName: { type: 'string', minLength: 2, maxLength: 100 },
      },
      required: ['employmentType', 'companyName'],
    },
    ui: {
      employmentType: {
        'ui:widget': 'radio',
        'ui:title': 'forms.work.employmentType.label',
        'ui:options': { labels: 'options.employmentType' },
      },
      companyName: { 'ui:widget': 'text', 'ui:title': 'forms.work.companyName.label' },
    },
    rules: {
      visibleWhen: { companyName: { field: 'employmentType', notIn: ['Unemployed'] } },
      messages: {
        employmentType: { required: 'forms.work.employmentType.required' },
        companyName: {
          required: 'forms.work.companyName.required',
          invalid: 'forms.work.companyName.invalid',
        },
      },
    },
  },
};

/** A typo in the rules: the lint names the file, the place and the fix while the form waits. */
export const LintErrors: Story = {
  args: {
    ...SmallForm.args,
    rules: { resets: { employmentType: ['company'] }, messages: {} },
  },
  async play({ canvasElement }) {
    const lint = within(await within(canvasElement).findByTestId('playground-lint'));
    await expect(await lint.findByText(/rules\.json#\/resets\/employmentType\/0/)).toBeVisible();
  },
};
