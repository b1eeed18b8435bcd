import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { Button } from './Button.tsx';
import { Cell } from './Cell.tsx';
import { CellGroup } from './CellGroup.tsx';
import { HelpIcon, InfoIcon, SettingsIcon } from './icons/menu.tsx';
import { HomeIcon, MeIcon, RecordsIcon } from './icons/nav.tsx';
import { Page } from './Page.tsx';
import { TabBar } from './TabBar.tsx';

const copy = {
  en: {
    title: 'Settings',
    back: 'Back',
    body: 'Screen content sits in a 480 px column on the grey page.',
    faq: 'FAQ',
    about: 'About us',
    settings: 'Settings',
    submit: 'Submit',
    tabs: { label: 'Main menu', home: 'Home', records: 'Records', me: 'Me' },
  },
  sw: {
    title: 'Mipangilio',
    back: 'Rudi',
    body: 'Maudhui ya skrini yako kwenye safu ya px 480 juu ya ukurasa wa kijivu.',
    faq: 'Maswali yanayoulizwa mara kwa mara',
    about: 'Kuhusu sisi',
    settings: 'Mipangilio',
    submit: 'Wasilisha',
    tabs: { label: 'Menyu kuu', home: 'Nyumbani', records: 'Rekodi', me: 'Mimi' },
  },
};

const meta = {
  title: 'UI/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: { title: copy.en.title, onBack: fn(), backLabel: copy.en.back, children: null },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <Page title={c.title} onBack={args.onBack ?? (() => {})} backLabel={c.back}>
        <p>{c.body}</p>
      </Page>
    );
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBackButton: Story = {};

/** A tab screen (Me): no top bar, room at the bottom for the tab bar. */
export const TabScreen: Story = {
  args: { title: undefined, onBack: undefined, backLabel: undefined, withTabBar: true },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <>
        <Page withTabBar={args.withTabBar}>
          <CellGroup>
            <Cell icon={<HelpIcon />} label={c.faq} href="#/user_center/faq" />
            <Cell icon={<InfoIcon />} label={c.about} href="#/user_center/about_us" />
            <Cell icon={<SettingsIcon />} label={c.settings} href="#/user_center/settings" />
          </CellGroup>
        </Page>
        <TabBar
          label={c.tabs.label}
          items={[
            { href: '#/', label: c.tabs.home, icon: <HomeIcon />, active: false },
            { href: '#/records', label: c.tabs.records, icon: <RecordsIcon />, active: false },
            { href: '#/me', label: c.tabs.me, icon: <MeIcon />, active: true },
          ]}
        />
      </>
    );
  },
};

/** A form screen with its main action pinned to the bottom. */
export const WithFooter: Story = {
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <Page
        title={c.title}
        onBack={args.onBack ?? (() => {})}
        backLabel={c.back}
        footer={
          <Button block type="submit">
            {c.submit}
          </Button>
        }
      >
        <p>{c.body}</p>
      </Page>
    );
  },
};
