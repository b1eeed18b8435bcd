import type { Meta, StoryObj } from '@storybook/react-vite';
import { countries } from '../../../.storybook/fixtures.ts';
import NationScreen from './NationScreen.tsx';
import type { MockApi } from '../../../.storybook/mock-api.ts';

const meta = {
  title: 'Screens/Auth/Country code',
  component: NationScreen,
  args: { title: 'nation.title' },
  parameters: { layout: 'fullscreen', api: { 'country/meta/code': { data: countries } } satisfies MockApi },
} satisfies Meta<typeof NationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { parameters: { api: { 'country/meta/code': 'pending' } satisfies MockApi } };
export const Failed: Story = { parameters: { api: { 'country/meta/code': 'error500' } satisfies MockApi } };
