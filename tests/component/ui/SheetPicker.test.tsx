import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
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
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '+255' })).toBeTruthy();
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
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('closes on Escape, on the close button and on a tap on the dimmed page, giving focus back to the opener', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const opener = screen.getByRole('button', { name: '+254' });

    await user.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
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
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('gives focus back to the opener after a choice', async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={() => {}} />);
    await user.click(screen.getByRole('button', { name: '+254' }));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+255' }));
  });
});
