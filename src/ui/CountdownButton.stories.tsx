import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { CountdownButton } from './CountdownButton.tsx';

const copy = {
  en: { label: 'Get code', countdown: (s: number) => `Resend in ${s} s` },
  sw: { label: 'Pata msimbo', countdown: (s: number) => `Tuma tena baada ya sekunde ${s}` },
};

const wait = (ms: number) => new Promise<void>((done) => window.setTimeout(done, ms));

const meta = {
  title: 'UI/CountdownButton',
  component: CountdownButton,
  args: {
    label: copy.en.label,
    countdownLabel: copy.en.countdown,
    seconds: 10,
    // Pretends to ask the server for a code for a second.
    onClick: fn(() => wait(1000)),
  },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return <CountdownButton {...args} label={c.label} countdownLabel={c.countdown} />;
  },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const Secondary: Story = { args: { variant: 'secondary' } };

/** The request fails: the button is ready again at once. */
export const RequestFails: Story = {
  args: { onClick: fn(() => wait(1000).then(() => false)) },
};

export const Disabled: Story = { args: { disabled: true } };
