import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { Button } from './Button.tsx';
import { HeadsetIcon } from './icons/menu.tsx';

const copy = {
  en: { apply: 'Apply now', later: 'Maybe later', link: 'Register', help: 'Customer service' },
  sw: { apply: 'Omba sasa', later: 'Labda baadaye', link: 'Jisajili', help: 'Huduma kwa wateja' },
};

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: copy.en.apply, variant: 'primary', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'text'] } },
  render: (args, { globals }) => <Button {...args}>{pick(copy, globals).apply}</Button>,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Text: Story = { args: { variant: 'text' } };

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = { args: { block: true } };

export const WithIcon: Story = {
  args: { variant: 'secondary' },
  render: (args, { globals }) => (
    <Button {...args} icon={<HeadsetIcon size="1.25em" />}>
      {pick(copy, globals).help}
    </Button>
  ),
};

export const AsLink: Story = {
  args: { variant: 'secondary' },
  render: (args, { globals }) => (
    <Button variant={args.variant} block={args.block} href="#/user/register">
      {pick(copy, globals).link}
    </Button>
  ),
};

/** A form's main action and its way out, as on the confirm-loan screen. */
export const Pair: Story = {
  render: (args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <div style={{ display: 'grid', gridGap: 12 }}>
        <Button {...args} block>
          {c.apply}
        </Button>
        <Button variant="text" block>
          {c.later}
        </Button>
      </div>
    );
  },
};
