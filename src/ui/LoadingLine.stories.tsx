import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { LoadingLine } from './LoadingLine.tsx';

const copy = { en: 'Loading…', sw: 'Inapakia…' };

const meta = {
  title: 'UI/LoadingLine',
  component: LoadingLine,
  args: { children: copy.en },
  render: (args, { globals }) => <LoadingLine {...args}>{pick(copy, globals)}</LoadingLine>,
} satisfies Meta<typeof LoadingLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a list or document screen shows until its call answers; screen readers hear it once. */
export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    // The page's toaster is a status region too: the line is found by its words.
    await expect(within(canvasElement).getByText(pick(copy, globals))).toHaveAttribute('role', 'status');
  },
};
