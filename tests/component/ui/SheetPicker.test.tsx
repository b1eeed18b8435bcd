import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SheetPicker } from '../../../src/ui/SheetPicker.tsx';

afterEach(cleanup);

const countries = [
  { value: '255', label: 'Tanzania', description: '+255' },
  { value: '254', label: 'Kenya', description: '+254' },
  { value: '256', label: 'Uganda', description: '+256' },
];

function Harness({ onSelect }: { onSelect: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('254');
  return (
    <>
      <label>
        Name
        <input type="text" />
      </label>
      <button type="button" onClick={() => setOpen(true)}>
        {`+${value}`}
      </button>
      <SheetPicker
        open={open}
        onOpenChange={setOpen}
        title="Country code"
        options={countries}
        value={value}
        onSelect={(next) => {
          setValue(next);
          onSelect(next);
        }}
        closeLabel="Close"
        searchLabel="Search"
        noResultsText="No data"
      />
    </>
  );
}

describe('SheetPicker', () => {
  it('opens on the current choice, moves with arrows without choosing, and chooses on tap', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: '+254' }));

    const dialog = screen.getByRole('dialog', { name: 'Country code' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Country code' });
    const kenya = within(group).getByRole('radio', { name: /Kenya/ });
    expect(kenya.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(kenya);

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: /Uganda/ }));
    expect(onSelect).not.toHaveBeenCalled();

    await user.click(within(group).getByRole('radio', { name: /Tanzania/ }));
    expect(onSelect).toHaveBeenCalledWith('255');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+255' })).toBeInTheDocument();
  });

  it('filters by label or description and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={() => {}} />);
    await user.click(screen.getByRole('button', { name: '+254' }));

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'UGA');
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Uganda+256']);

    await user.clear(search);
    await user.type(search, '+255');
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Tanzania+255']);

    await user.type(search, '9');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('closes on Escape, on the close button and on a tap on the dimmed page, giving focus back to the opener', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const opener = screen.getByRole('button', { name: '+254' });

    await user.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    // The <dialog> is the dimmed page; the sheet is inside it. A press inside the sheet that ends on the
    // dim is not a tap on the dim.
    const dialog = screen.getByRole('dialog', { name: 'Country code' });
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByRole('heading', { name: 'Country code' }) },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(screen.getByRole('dialog', { name: 'Country code' })).toBe(dialog);
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('gives focus back to the opener after a choice', async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={() => {}} />);
    await user.click(screen.getByRole('button', { name: '+254' }));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+255' }));
  });

  it('is made ready while the page is idle, out of reach until opened, without taking focus', async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={() => {}} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Ama');
    // Ready, closed: in the page, but no screen reader, tap or Tab reaches it, and typing goes on.
    const kept = await waitFor(() => {
      const dialog = document.querySelector('dialog');
      expect(dialog).not.toBeNull();
      return dialog as HTMLDialogElement;
    });
    expect(kept.getAttribute('data-state')).toBe('closed');
    expect(kept.hasAttribute('inert')).toBe(true);
    expect(kept.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(document.activeElement).toBe(name);
    await user.type(name, 'ni');
    expect((name as HTMLInputElement).value).toBe('Amani');

    await user.click(screen.getByRole('button', { name: '+254' }));
    const dialog = screen.getByRole('dialog', { name: 'Country code' });
    expect(dialog).toBe(kept);
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(dialog.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: /Kenya/ }));
  });

  it('opens again with its search cleared and every option shown', async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={() => {}} />);
    const opener = screen.getByRole('button', { name: '+254' });
    await user.click(opener);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'uga');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });
});
