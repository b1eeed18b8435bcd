import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../../../src/ui/Dialog.tsx';

function Harness({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Log out
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Log out?"
        description="You will need a code to log in again."
        dismissible={dismissible}
        actions={
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        }
      />
    </>
  );
}

describe('Dialog', () => {
  it('is named and described, starts on its first button and gives focus back when answered', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Log out' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('You will need a code to log in again.').id,
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    await user.click(cancel);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape and on a tap on the dimmed page', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('must be answered when not dismissible: Escape and a tap on the dim do nothing', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog'));
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
