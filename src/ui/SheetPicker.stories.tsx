import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { Button } from './Button.tsx';
import { SheetPicker, type SheetOption, type SheetPickerProps } from './SheetPicker.tsx';

const COUNTRIES: SheetOption[] = [
  { value: '255', label: 'Tanzania', description: '+255' },
  { value: '254', label: 'Kenya', description: '+254' },
  { value: '256', label: 'Uganda', description: '+256' },
  { value: '250', label: 'Rwanda', description: '+250' },
  { value: '257', label: 'Burundi', description: '+257' },
  { value: '258', label: 'Mozambique', description: '+258' },
  { value: '260', label: 'Zambia', description: '+260' },
  { value: '265', label: 'Malawi', description: '+265' },
  { value: '243', label: 'DR Congo', description: '+243' },
  { value: '251', label: 'Ethiopia', description: '+251' },
  { value: '252', label: 'Somalia', description: '+252' },
  { value: '27', label: 'South Africa', description: '+27' },
];

const copy = {
  en: {
    country: 'Country code',
    search: 'Search country',
    none: 'No data',
    close: 'Close',
    relation: 'Relationship',
    relations: ['Parents', 'Spouse', 'Child', 'Siblings', 'Friends', 'Others'],
  },
  sw: {
    country: 'Msimbo wa nchi',
    search: 'Tafuta nchi',
    none: 'Hakuna data',
    close: 'Funga',
    relation: 'Uhusiano',
    relations: ['Wazazi', 'Mwenzi', 'Mtoto', 'Ndugu', 'Marafiki', 'Wengine'],
  },
};

/** The picker with its opener, open on load. */
function Harness(props: Omit<SheetPickerProps, 'open' | 'onOpenChange' | 'onSelect'>) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState(props.value);
  const chosen = props.options.find((option) => option.value === value);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {chosen ? `${chosen.label} ${chosen.description ?? ''}` : props.title}
      </Button>
      <SheetPicker {...props} open={open} onOpenChange={setOpen} value={value} onSelect={setValue} />
    </>
  );
}

const meta = {
  title: 'UI/SheetPicker',
  component: SheetPicker,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: () => {},
    onSelect: () => {},
    title: copy.en.country,
    options: COUNTRIES,
    value: '255',
    closeLabel: copy.en.close,
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <Harness
        title={c.country}
        options={args.options}
        value={args.value}
        closeLabel={c.close}
        searchLabel={c.search}
        noResultsText={c.none}
      />
    );
  },
} satisfies Meta<typeof SheetPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The country-code picker of the login screen: searchable. Its check, in the browser: the sheet opens on the
 * choice; the close button and a tap on the dimmed page close it and give focus back to the button that
 * opened it; it is left open. (Escape is the browser's own close request, which only a real key press
 * makes: tests/e2e/sheet.e2e.test.ts presses it.)
 */
export const CountryCode: Story = {
  async play({ canvasElement, globals }) {
    const c = pick(copy, globals);
    const page = within(canvasElement.ownerDocument.body);
    // Hidden from screen readers while the sheet is open over it: found as such.
    const opener = within(canvasElement).getByRole('button', { hidden: true });
    const closed = () => waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const reopen = async () => {
      await userEvent.click(opener);
      return page.findByRole('dialog', { name: c.country });
    };
    const sheet = await page.findByRole('dialog', { name: c.country });
    await expect(within(sheet).getByRole('radio', { name: /Tanzania/ })).toHaveFocus();
    // Open on load, from no button: closed first, then opened from its button.
    await userEvent.click(within(sheet).getByRole('button', { name: c.close }));
    await closed();

    await userEvent.click(within(await reopen()).getByRole('button', { name: c.close }));
    await closed();
    await expect(opener).toHaveFocus();

    // The dialog element is the dim; the sheet is inside it.
    await userEvent.click(await reopen());
    await closed();
    await expect(opener).toHaveFocus();
    await reopen();
  },
};

/** A short list (a form's picker): no search box, nothing chosen yet. */
export const ShortList: Story = {
  render: (_args, { globals }) => {
    const c = pick(copy, globals);
    const options = c.relations.map((label, index) => ({ value: String(index + 1), label }));
    return <Harness title={c.relation} options={options} value={null} closeLabel={c.close} />;
  },
};
