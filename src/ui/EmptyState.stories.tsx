import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../.storybook/locale.ts';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { CouponIcon } from './icons/menu.tsx';

const copy = {
  en: {
    title: 'No data',
    body: 'Your loans will appear here after your first application.',
    apply: 'Apply now',
  },
  sw: {
    title: 'Hakuna data',
    body: 'Mikopo yako itaonekana hapa baada ya ombi lako la kwanza.',
    apply: 'Omba sasa',
  },
};

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: copy.en.title },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return <EmptyState {...args} title={c.title} body={c.body} />;
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return <EmptyState {...args} title={c.title} body={c.body} action={<Button block>{c.apply}</Button>} />;
  },
};

export const CustomIcon: Story = {
  render: (args, { globals }) => (
    <EmptyState
      {...args}
      title={pick(copy, globals).title}
      icon={<CouponIcon size={44} strokeWidth={1.5} />}
    />
  ),
};
