import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../.storybook/locale.ts';
import { Cell } from './Cell.tsx';
import { CellGroup } from './CellGroup.tsx';
import { CouponIcon, DocumentIcon, HeadsetIcon, HelpIcon, InfoIcon, SettingsIcon } from './icons/menu.tsx';

const copy = {
  en: {
    coupons: 'Coupons',
    faq: 'FAQ',
    about: 'About us',
    service: 'Customer service',
    settings: 'Settings',
    agreements: 'Agreements',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    renewal: 'Loan renewal agreement',
  },
  sw: {
    coupons: 'Kuponi',
    faq: 'Maswali yanayoulizwa mara kwa mara',
    about: 'Kuhusu sisi',
    service: 'Huduma kwa wateja',
    settings: 'Mipangilio',
    agreements: 'Mikataba',
    privacy: 'Sera ya faragha',
    terms: 'Masharti ya huduma',
    renewal: 'Mkataba wa kuongeza muda wa mkopo',
  },
};

const meta = {
  title: 'UI/CellGroup',
  component: CellGroup,
  args: { children: null },
} satisfies Meta<typeof CellGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Me screen's menu. */
export const MeMenu: Story = {
  render: (_args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <>
        <CellGroup>
          <Cell icon={<CouponIcon />} label={c.coupons} value="2" href="#/me/coupons" />
          <Cell icon={<HelpIcon />} label={c.faq} href="#/user_center/faq" />
          <Cell icon={<InfoIcon />} label={c.about} href="#/user_center/about_us" />
          <Cell icon={<HeadsetIcon />} label={c.service} href="#/user_center/customer_services" />
          <Cell icon={<SettingsIcon />} label={c.settings} href="#/user_center/settings" />
        </CellGroup>
        <CellGroup title={c.agreements}>
          <Cell icon={<DocumentIcon />} label={c.privacy} href="#/privacy" />
          <Cell icon={<DocumentIcon />} label={c.terms} href="#/service" />
          <Cell icon={<DocumentIcon />} label={c.renewal} href="#/convenios" />
        </CellGroup>
      </>
    );
  },
};
