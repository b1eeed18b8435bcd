import type { Meta, StoryObj } from '@storybook/react-vite';
import LanguageScreen from './LanguageScreen.tsx';

const meta = {
  title: 'Screens/User centre/Language',
  component: LanguageScreen,
  args: { title: 'language.title' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LanguageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
