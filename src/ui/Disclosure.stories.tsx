import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pick } from '../../.storybook/locale.ts';
import { DisclosureItem, DisclosureList } from './Disclosure.tsx';

const copy = {
  en: [
    { question: 'How soon will I get an answer?', answer: 'Within one working day.' },
    { question: 'Can I change my wallet?', answer: 'Yes, before you apply.' },
  ],
  sw: [
    { question: 'Nitapata jibu baada ya muda gani?', answer: 'Ndani ya siku moja ya kazi.' },
    { question: 'Naweza kubadilisha pochi yangu?', answer: 'Ndiyo, kabla ya kuomba.' },
  ],
};

const meta = {
  title: 'UI/Disclosure',
  component: DisclosureList,
  args: { children: null },
  render: (_args, { globals }) => (
    <DisclosureList>
      {pick(copy, globals).map(({ question, answer }) => (
        <DisclosureItem key={question} question={question} level={2}>
          <p>{answer}</p>
        </DisclosureItem>
      ))}
    </DisclosureList>
  ),
} satisfies Meta<typeof DisclosureList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every answer hidden until its question is tapped. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const { answer } = pick(copy, globals)[0]!;
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(2);
    await expect(canvas.queryByText(answer)).not.toBeVisible();
  },
};

/** A tapped question says it is open and shows its answer below it. */
export const Opened: Story = {
  play: async ({ canvasElement, globals }) => {
    const { question, answer } = pick(copy, globals)[0]!;
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: question });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(answer)).toBeVisible();
  },
};
