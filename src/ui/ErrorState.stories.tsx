import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { ErrorState } from './ErrorState.tsx';

const copy = {
  en: { message: 'We could not load the loan offers.', retry: 'Try again' },
  sw: { message: 'Hatukuweza kupakia ofa za mikopo.', retry: 'Jaribu tena' },
};

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { message: copy.en.message, retryLabel: copy.en.retry, onRetry: fn() },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return <ErrorState {...args} message={c.message} retryLabel={c.retry} />;
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Retrying: Story = { args: { retrying: true } };
