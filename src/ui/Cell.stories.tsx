import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { Cell } from './Cell.tsx';
import { CellGroup } from './CellGroup.tsx';
import { CouponIcon, GlobeIcon, HeadsetIcon, LogoutIcon } from './icons/menu.tsx';

const copy = {
  en: {
    language: 'Language',
    english: 'English',
    coupons: 'Coupons',
    service: 'Customer service',
    hours: 'Every day, 9:00–18:00',
    newReply: 'New reply',
    logout: 'Log out',
    version: 'Version',
  },
  sw: {
    language: 'Lugha',
    english: 'Kiswahili',
    coupons: 'Kuponi',
    service: 'Huduma kwa wateja',
    hours: 'Kila siku, 9:00–18:00',
    newReply: 'Jibu jipya',
    logout: 'Toka',
    version: 'Toleo',
  },
};

const meta = {
  title: 'UI/Cell',
  component: Cell,
  args: { label: copy.en.language, href: '#/user_center/language' },
  decorators: [(Story) => <CellGroup>{Story()}</CellGroup>],
} satisfies Meta<typeof Cell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkWithValue: Story = {
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return <Cell {...args} icon={<GlobeIcon />} label={c.language} value={c.english} />;
  },
};

export const WithCount: Story = {
  render: (_args, { globals }) => (
    <Cell icon={<CouponIcon />} label={pick(copy, globals).coupons} value="3" href="#/me/coupons" />
  ),
};

export const WithDescriptionAndDot: Story = {
  render: (_args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <Cell
        icon={<HeadsetIcon />}
        label={c.service}
        description={c.hours}
        dot={c.newReply}
        href="#/user_center/customer_services"
      />
    );
  },
};

export const ButtonDanger: Story = {
  render: (_args, { globals }) => (
    <Cell icon={<LogoutIcon />} label={pick(copy, globals).logout} tone="danger" onClick={fn()} />
  ),
};

export const ReadOnly: Story = {
  render: (_args, { globals }) => <Cell label={pick(copy, globals).version} value="0.1.0" />,
};
