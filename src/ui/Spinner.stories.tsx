import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: '2rem' },
  decorators: [(Story) => <div style={{ color: 'var(--color-brand)' }}>{Story()}</div>],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Inline: Story = { args: { size: undefined } };
