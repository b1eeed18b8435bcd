import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../.storybook/locale.ts';
import { Button } from './Button.tsx';
import { Toaster } from './Toaster.tsx';
import { showToast } from '../store/toasts.ts';

const copy = {
  en: {
    info: 'Copied',
    error: 'Token expired, Please login again',
    success: 'Verification code sent',
    showInfo: 'Show info',
    showError: 'Show error',
    showSuccess: 'Show success',
  },
  sw: {
    info: 'Imenakiliwa',
    error: 'Muda wa kuingia umeisha, tafadhali ingia tena',
    success: 'Msimbo wa uthibitishaji umetumwa',
    showInfo: 'Onyesha taarifa',
    showError: 'Onyesha hitilafu',
    showSuccess: 'Onyesha mafanikio',
  },
};

/**
 * The `<Toaster>` itself is mounted once by Storybook's preview (as the app mounts it once); these
 * stories put messages in the toast store. Toasts sit above where the tab bar goes.
 */
const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Notifications' },
  render: (_args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <div style={{ display: 'grid', gridGap: 12, padding: 16 }}>
        <Button variant="secondary" onClick={() => showToast(c.info)}>
          {c.showInfo}
        </Button>
        <Button variant="secondary" onClick={() => showToast(c.error, { kind: 'error' })}>
          {c.showError}
        </Button>
        <Button variant="secondary" onClick={() => showToast(c.success, { kind: 'success' })}>
          {c.showSuccess}
        </Button>
      </div>
    );
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Triggers: Story = {};

/** Three kinds at once, held on screen for review. */
export const Stacked: Story = {
  beforeEach({ globals }) {
    const c = pick(copy, globals);
    const hold = { durationMs: 10 * 60 * 1000 };
    showToast(c.info, hold);
    showToast(c.success, { ...hold, kind: 'success' });
    showToast(c.error, { ...hold, kind: 'error' });
  },
};
