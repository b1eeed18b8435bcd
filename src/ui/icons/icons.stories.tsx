import type { Meta, StoryObj } from '@storybook/react-vite';
import * as controls from './controls.tsx';
import * as menu from './menu.tsx';
import * as nav from './nav.tsx';
import * as status from './status.tsx';

const icons = { ...nav, ...status, ...menu, ...controls };

/** Every icon, with its export name, at the size used in menus and the tab bar. */
function IconGallery({ size }: { size: number }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gridGap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gridGap: 4, fontSize: 12 }}>
          <Icon size={size} />
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI/Icons',
  component: IconGallery,
  args: { size: 24 },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const Large: Story = { args: { size: 48 } };
