import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../.storybook/locale.ts';
import { ComingSoon } from './ComingSoon.tsx';

const copy = {
  en: { title: 'Coming soon', body: 'This part of the app is on its way.' },
  sw: { title: 'Inakuja hivi karibuni', body: 'Sehemu hii ya programu iko njiani.' },
};

const meta = {
  title: 'UI/ComingSoon',
  component: ComingSoon,
  args: { title: copy.en.title },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return <ComingSoon {...args} title={c.title} body={c.body} />;
  },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
