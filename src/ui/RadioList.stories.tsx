import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../.storybook/locale.ts';
import { RadioList } from './RadioList.tsx';

const copy = {
  en: { legend: 'Language', en: 'English', sw: 'Kiswahili', country: 'Country code' },
  sw: { legend: 'Lugha', en: 'English', sw: 'Kiswahili', country: 'Msimbo wa nchi' },
};

const meta = {
  title: 'UI/RadioList',
  component: RadioList,
  args: { legend: 'Language', name: 'language', options: [], value: 'en', onChange: () => undefined },
} satisfies Meta<typeof RadioList>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: Omit<Parameters<typeof RadioList>[0], 'value' | 'onChange'> & { initial: string }) {
  const [value, setValue] = useState(props.initial);
  return <RadioList {...props} value={value} onChange={setValue} />;
}

export const Languages: Story = {
  render: (_args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <Stateful
        legend={c.legend}
        name="language"
        initial="en"
        options={[
          { value: 'en', label: c.en, lang: 'en' },
          { value: 'sw', label: c.sw, lang: 'sw' },
        ]}
      />
    );
  },
};

export const Countries: Story = {
  render: (_args, { globals }) => (
    <Stateful
      legend={pick(copy, globals).country}
      name="country"
      initial="255"
      options={[
        { value: '255', label: 'Tanzania', lead: '🇹🇿', trailing: '+255' },
        { value: '254', label: 'Kenya', lead: '🇰🇪', trailing: '+254' },
        { value: '256', label: 'Uganda', lead: '🇺🇬', trailing: '+256' },
      ]}
    />
  ),
};
