import type { Meta, StoryObj } from '@storybook/react-vite';
import ComingSoonScreen from './ComingSoonScreen.tsx';

const meta = {
  title: 'Screens/Coming soon',
  component: ComingSoonScreen,
  args: { title: 'screens.personalInfo' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ComingSoonScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalInfo: Story = {};
export const Promotion: Story = { args: { title: 'screens.promotion' } };
