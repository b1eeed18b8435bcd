import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { Tag, type Tone } from './Tag.tsx';

const copy = {
  en: { neutral: 'Under review', attention: 'Repaying', good: 'Finished', bad: 'Rejected' },
  sw: { neutral: 'Inakaguliwa', attention: 'Inalipwa', good: 'Imekamilika', bad: 'Imekataliwa' },
};
const TONES: Tone[] = ['neutral', 'attention', 'good', 'bad'];

const meta = {
  title: 'UI/Tag',
  component: Tag,
  args: { tone: 'neutral' },
  render: (_args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <p>
        {TONES.map((tone) => (
          <Tag key={tone} tone={tone} style={{ marginRight: 8 }}>
            {c[tone]}
          </Tag>
        ))}
      </p>
    );
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone (contrast 4.5:1 or more each: Tag.module.css). */
export const Tones: Story = {
  play: async ({ canvasElement }) => {
    const tags = within(canvasElement).getAllByText(/./, { selector: '[data-tone]' });
    await expect(tags.map((tag) => tag.dataset.tone)).toEqual(TONES);
  },
};
