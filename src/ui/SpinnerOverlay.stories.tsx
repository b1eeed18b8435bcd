import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../.storybook/locale.ts';
import { SpinnerOverlay } from './SpinnerOverlay.tsx';

const copy = {
  en: {
    label: 'Loading…',
    content: 'The screen behind the veil cannot be tapped while a request is pending.',
  },
  sw: {
    label: 'Inapakia…',
    content: 'Skrini iliyo nyuma ya pazia haiwezi kuguswa wakati ombi linasubiriwa.',
  },
};

const meta = {
  title: 'UI/SpinnerOverlay',
  component: SpinnerOverlay,
  parameters: { layout: 'fullscreen' },
  args: { visible: true, label: copy.en.label },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <>
        <p style={{ padding: 16 }}>{c.content}</p>
        <SpinnerOverlay {...args} label={c.label} />
      </>
    );
  },
} satisfies Meta<typeof SpinnerOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Appears after 150 ms. */
export const Visible: Story = {};

export const Hidden: Story = { args: { visible: false } };
