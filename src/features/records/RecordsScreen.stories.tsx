import type { Meta, StoryObj } from '@storybook/react-vite';
import RecordsScreen from './RecordsScreen.tsx';

const meta = {
  title: 'Screens/Records',
  component: RecordsScreen,
  args: { title: 'records.title' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RecordsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loan records arrive with the loan issues; the tab already routes here. */
export const ComingSoon: Story = {};
