import type { Meta, StoryObj } from '@storybook/react-vite';
import { homepage, loggedIn, products } from '../../../.storybook/fixtures.ts';
import HomeScreen from './HomeScreen.tsx';
import type { MockApi } from '../../../.storybook/mock-api.ts';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  args: { title: 'home.title' },
  parameters: {
    layout: 'fullscreen',
    api: {
      'portal/homepage/data': { data: homepage },
      'loanMarket/index': { data: { products } },
    } satisfies MockApi,
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {};

export const LoggedIn: Story = {
  beforeEach: () => loggedIn(),
  parameters: {
    api: {
      'portal/homepage/data': { data: { ...homepage, loan: { stepCode: 6, query: {} } } },
      'loanMarket/index': { data: { products } },
    } satisfies MockApi,
  },
};

export const Loading: Story = {
  parameters: { api: { 'portal/homepage/data': 'pending', 'loanMarket/index': 'pending' } satisfies MockApi },
};

export const Failed: Story = {
  parameters: {
    api: { 'portal/homepage/data': 'error500', 'loanMarket/index': 'error500' } satisfies MockApi,
  },
};

export const Offline: Story = {
  parameters: { api: { 'portal/homepage/data': 'offline', 'loanMarket/index': 'offline' } satisfies MockApi },
};
