import type { Meta, StoryObj } from '@storybook/react-vite';
import { borrower, loggedIn } from '../../../.storybook/fixtures.ts';
import MeScreen from './MeScreen.tsx';
import type { MockApi } from '../../../.storybook/mock-api.ts';

const meta = {
  title: 'Screens/Me',
  component: MeScreen,
  args: { title: 'me.title' },
  parameters: { layout: 'fullscreen', api: { 'security/getUserInfo': { data: borrower } } satisfies MockApi },
} satisfies Meta<typeof MeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};

export const LoggedIn: Story = { beforeEach: () => loggedIn() };

/** Before personal info is saved the greeting uses the mobile number. */
export const NoNameYet: Story = {
  beforeEach: () => loggedIn({ ...borrower, firstName: null }),
  parameters: {
    api: { 'security/getUserInfo': { data: { ...borrower, firstName: null } } } satisfies MockApi,
  },
};
