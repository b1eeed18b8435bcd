import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../.storybook/locale.ts';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

const copy = {
  en: {
    prefix: 'I have read and agree to the',
    privacy: 'Privacy policy',
    and: 'and',
    terms: 'Terms of service',
    error: 'Please agree to the loan agreement',
  },
  sw: {
    prefix: 'Nimesoma na ninakubali',
    privacy: 'Sera ya faragha',
    and: 'na',
    terms: 'Masharti ya huduma',
    error: 'Tafadhali kubali mkataba wa mkopo',
  },
};

function Controlled(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return <Checkbox {...props} checked={checked} onCheckedChange={setChecked} />;
}

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { checked: false, onCheckedChange: () => {}, label: copy.en.prefix },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <Controlled
        {...args}
        label={
          <>
            {`${c.prefix} `}
            <a href="#/privacy">{c.privacy}</a>
            {` ${c.and} `}
            <a href="#/service">{c.terms}</a>
          </>
        }
        error={args.error ? c.error : undefined}
      />
    );
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { checked: true } };

export const WithError: Story = { args: { error: copy.en.error } };

export const Disabled: Story = { args: { disabled: true } };
