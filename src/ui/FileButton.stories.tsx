import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { FileButton } from './FileButton.tsx';

const copy = {
  en: { camera: 'Take photo', gallery: 'Choose from gallery' },
  sw: { camera: 'Piga picha', gallery: 'Chagua kutoka kwenye matunzio' },
};

const meta = {
  title: 'UI/FileButton',
  component: FileButton,
  args: { children: copy.en.camera, accept: 'image/*', capture: 'environment', onFile: fn() },
  render: (args, { globals }) => <FileButton {...args}>{pick(copy, globals).camera}</FileButton>,
} satisfies Meta<typeof FileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the back camera on a phone; hands the chosen file over. */
export const Camera: Story = {
  async play({ args, canvasElement, globals }) {
    const input = within(canvasElement).getByLabelText(pick(copy, globals).camera);
    await userEvent.upload(input, new File(['x'], 'card.jpg', { type: 'image/jpeg' }));
    await expect(args.onFile).toHaveBeenCalledOnce();
  },
};

export const Gallery: Story = {
  args: { capture: undefined, variant: 'text' },
  render: (args, { globals }) => <FileButton {...args}>{pick(copy, globals).gallery}</FileButton>,
};

export const Disabled: Story = { args: { disabled: true } };
