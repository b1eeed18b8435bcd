import type { Meta, StoryObj } from '@storybook/react-vite';
import { homepage, products } from '../../.storybook/fixtures.ts';
import { App } from './App.tsx';
import type { MockApi } from '../../.storybook/mock-api.ts';

/** The whole app shell (tabs, spinner, guard, not-found) at a given hash. */
const meta = {
  title: 'App/Shell',
  component: App,
  parameters: {
    layout: 'fullscreen',
    // The app brings its own toast region; a second one from the preview would repeat the landmark.
    ownToaster: true,
    api: {
      'portal/homepage/data': { data: homepage },
      'loanMarket/index': { data: { products } },
    } satisfies MockApi,
  },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (hash: string) => () => {
  window.location.hash = hash;
};

export const HomeWithTabs: Story = { beforeEach: at('#/') };
export const NotFound: Story = { beforeEach: at('#/no/such/page') };
/** A request in flight: the full-screen spinner. */
export const Loading: Story = {
  beforeEach: at('#/'),
  parameters: { api: { 'portal/homepage/data': 'pending', 'loanMarket/index': 'pending' } satisfies MockApi },
};
