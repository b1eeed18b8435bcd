import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { LinkList, LinkRow, LinkRowLine } from './LinkList.tsx';
import { Tag } from './Tag.tsx';

const copy = {
  en: {
    label: 'My loans',
    product: 'Haraka Cash',
    state: 'Repaying',
    amount: 'TZS 20,000',
    date: 'Applied on 3 Nov 2026',
  },
  sw: {
    label: 'Mikopo yangu',
    product: 'Haraka Cash',
    state: 'Inalipwa',
    amount: 'TZS 20,000',
    date: 'Iliombwa 3 Nov 2026',
  },
};

const meta = {
  title: 'UI/LinkList',
  component: LinkList,
  args: { label: copy.en.label, children: null },
  render: (_args, { globals }) => {
    const c = pick(copy, globals);
    return (
      <LinkList label={c.label}>
        {['1', '2'].map((id) => (
          <LinkRow key={id} href={`#/records/${id}`}>
            <LinkRowLine>
              <strong>{c.product}</strong>
              <Tag tone="attention">{c.state}</Tag>
            </LinkRowLine>
            <LinkRowLine>
              <span>{c.amount}</span>
              <span>{c.date}</span>
            </LinkRowLine>
          </LinkRow>
        ))}
      </LinkList>
    );
  },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each row is one link whose name reads the whole row; rows are at least 44 px tall. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
