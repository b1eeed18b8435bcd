import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../.storybook/locale.ts';
import { HomeIcon, MeIcon, RecordsIcon } from './icons/nav.tsx';
import { TabBar, type TabBarItem } from './TabBar.tsx';

const copy = {
  en: { label: 'Main menu', home: 'Home', records: 'Records', me: 'Me' },
  sw: { label: 'Menyu kuu', home: 'Nyumbani', records: 'Rekodi', me: 'Mimi' },
};

function tabs(c: (typeof copy)['en'], active: string): TabBarItem[] {
  return [
    { href: '#/', label: c.home, icon: <HomeIcon />, active: active === '#/' },
    { href: '#/records', label: c.records, icon: <RecordsIcon />, active: active === '#/records' },
    { href: '#/me', label: c.me, icon: <MeIcon />, active: active === '#/me' },
  ];
}

const meta = {
  title: 'UI/TabBar',
  component: TabBar,
  parameters: { layout: 'fullscreen' },
  args: { label: copy.en.label, items: tabs(copy.en, '#/') },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    const active = args.items.find((item) => item.active)?.href ?? '#/';
    return <TabBar label={c.label} items={tabs(c, active)} />;
  },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = {};

export const RecordsActive: Story = { args: { items: tabs(copy.en, '#/records') } };

export const MeActive: Story = { args: { items: tabs(copy.en, '#/me') } };
