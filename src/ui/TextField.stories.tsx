import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../.storybook/locale.ts';
import { Button } from './Button.tsx';
import { CountdownButton } from './CountdownButton.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

const copy = {
  en: {
    mobile: 'Mobile number',
    placeholder: 'e.g. 712345678',
    hint: 'The number your mobile money wallet uses',
    error: 'Please enter a valid mobile number',
    code: 'Verification code',
    codePlaceholder: '6 digits',
    getCode: 'Get code',
    resendIn: (s: number) => `Resend in ${s} s`,
    countryCode: 'Country code +255, change',
    name: 'First name',
  },
  sw: {
    mobile: 'Namba ya simu',
    placeholder: 'mfano 712345678',
    hint: 'Namba inayotumiwa na pochi yako ya pesa ya simu',
    error: 'Tafadhali weka namba sahihi ya simu',
    code: 'Msimbo wa uthibitishaji',
    codePlaceholder: 'Tarakimu 6',
    getCode: 'Pata msimbo',
    resendIn: (s: number) => `Tuma tena baada ya sekunde ${s}`,
    countryCode: 'Msimbo wa nchi +255, badilisha',
    name: 'Jina la kwanza',
  },
};

/** Holds the value so the field can be typed into in Storybook. */
function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return <TextField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: copy.en.mobile, value: '', onChange: () => {} },
  render: (args, { globals }) => <Controlled {...args} label={pick(copy, globals).name} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { autoComplete: 'given-name' } };

export const DigitsOnlyWithHint: Story = {
  args: { digitsOnly: true, maxLength: 10, autoComplete: 'tel-national' },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return <Controlled {...args} label={c.mobile} placeholder={c.placeholder} hint={c.hint} />;
  },
};

export const WithError: Story = {
  args: { value: '07123', digitsOnly: true, maxLength: 10 },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return <Controlled {...args} label={c.mobile} error={c.error} hint={c.hint} />;
  },
};

/** The login screen's number field: country code as a prefix button. */
export const PhoneWithPrefix: Story = {
  args: { digitsOnly: true, maxLength: 10, inputMode: 'numeric', autoComplete: 'tel-national' },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <Controlled
        {...args}
        label={c.mobile}
        placeholder={c.placeholder}
        prefix={
          <Button variant="text" aria-label={c.countryCode}>
            {'+255'}
          </Button>
        }
      />
    );
  },
};

/** The verification-code field with its 'Get code' countdown. */
export const CodeWithCountdown: Story = {
  args: { digitsOnly: true, maxLength: 6, autoComplete: 'one-time-code' },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <Controlled
        {...args}
        label={c.code}
        placeholder={c.codePlaceholder}
        trailing={
          <CountdownButton label={c.getCode} countdownLabel={c.resendIn} seconds={10} onClick={() => true} />
        }
      />
    );
  },
};

export const Disabled: Story = {
  args: { value: '712345678', disabled: true },
  render: (args, { globals }) => <Controlled {...args} label={pick(copy, globals).mobile} />,
};
