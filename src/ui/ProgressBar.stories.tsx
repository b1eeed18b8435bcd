import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { ProgressBar } from './ProgressBar.tsx';

const copy = {
  en: { label: 'Front of the ID card: upload progress' },
  sw: { label: 'Upande wa mbele wa kitambulisho: maendeleo ya upakiaji' },
};

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: copy.en.label, value: 40 },
  render: (args, { globals }) => <ProgressBar {...args} label={pick(copy, globals).label} />,
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Started: Story = { args: { value: 15 } };

export const Halfway: Story = {
  args: { value: 57.5 },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '58');
  },
};

export const Complete: Story = { args: { value: 100 } };
