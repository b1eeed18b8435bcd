import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { Button } from './Button.tsx';
import { Dialog, type DialogProps } from './Dialog.tsx';

const copy = {
  en: {
    title: 'Log out?',
    body: 'You will need your mobile number and a verification code to log in again.',
    cancel: 'Cancel',
    confirm: 'Log out',
    open: 'Log out',
    ok: 'OK',
    noticeTitle: 'Please run in App',
  },
  sw: {
    title: 'Utoke?',
    body: 'Utahitaji namba yako ya simu na msimbo wa uthibitishaji ili kuingia tena.',
    cancel: 'Ghairi',
    confirm: 'Toka',
    open: 'Toka',
    ok: 'Sawa',
    noticeTitle: 'Tafadhali tumia ndani ya App',
  },
};

/** Opens on load, and again from the button after it is closed. */
function Confirm(props: Omit<DialogProps, 'onOpenChange' | 'actions'> & { labels: (typeof copy)['en'] }) {
  const [open, setOpen] = useState(props.open);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {props.labels.open}
      </Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {props.labels.cancel}
            </Button>
            <Button onClick={close}>{props.labels.confirm}</Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { open: true, onOpenChange: () => {}, title: copy.en.title, actions: null },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <Confirm
        open={args.open}
        dismissible={args.dismissible}
        title={c.title}
        description={c.body}
        labels={c}
      />
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checked in the browser: answered or tapped outside, it closes and focus comes back to its button. */
export const LogoutConfirmation: Story = {
  async play({ canvasElement, globals }) {
    const c = pick(copy, globals);
    const page = within(canvasElement.ownerDocument.body);
    // Hidden from screen readers while the dialog is open over it: found as such.
    const opener = within(canvasElement).getByRole('button', { name: c.open, hidden: true });
    const closed = () => waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const first = await page.findByRole('dialog', { name: c.title });
    await userEvent.click(within(first).getByRole('button', { name: c.cancel }));
    await closed();

    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: c.title });
    await expect(within(dialog).getByRole('button', { name: c.cancel })).toHaveFocus();
    // The dialog element is the dim; the box is inside it.
    await userEvent.click(dialog);
    await closed();
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
  },
};

/** Must be answered: tapping outside or Escape does not close it (a tap outside checked in the browser). */
export const NotDismissible: Story = {
  args: { dismissible: false },
  async play({ canvasElement, globals }) {
    const c = pick(copy, globals);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('dialog', { name: c.noticeTitle }));
    await expect(page.getByRole('dialog', { name: c.noticeTitle })).toBeVisible();
  },
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <Confirm
        open={args.open}
        dismissible={false}
        title={c.noticeTitle}
        labels={{ ...c, cancel: c.cancel, confirm: c.ok }}
      />
    );
  },
};
