import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../content/faq/en.json';
import es from '../../../content/faq/es.json';
import sw from '../../../content/faq/sw.json';
import tz from '../../../markets/tz.json';
import FaqScreen from '../../../src/features/user-center/FaqScreen.tsx';
import { FaqList } from '../../../src/features/user-center/FaqList.tsx';
import { renderScreen } from '../../helpers/render-screen.tsx';

const first = (faq: typeof en) => faq.sections[0]!.items[0]!;

describe('the FAQ', () => {
  it('opens and closes an answer with a button that says whether it is expanded', async () => {
    renderScreen(<FaqScreen title="screens.faq" />);
    const question = await screen.findByRole('button', { name: first(en).question }, { timeout: 5000 });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '')!;
    expect(answer.hidden).toBe(true);
    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    // The market's facts are filled in: the lender's name, never a placeholder.
    await userEvent.click(screen.getByRole('button', { name: /Who is the lender/ }));
    expect(screen.getByText(new RegExp(tz.lender.name))).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('{{');
  });

  it('is in Kiswahili when Kiswahili is chosen, and in Spanish when Spanish is', async () => {
    const { unmount } = renderScreen(<FaqScreen title="screens.faq" />, { lang: 'sw' });
    expect(
      await screen.findByRole('button', { name: first(sw).question }, { timeout: 5000 }),
    ).toBeInTheDocument();
    unmount();
    renderScreen(<FaqScreen title="screens.faq" />, { lang: 'es' });
    const question = await screen.findByRole('button', { name: first(es).question }, { timeout: 5000 });
    expect(question.closest('[lang]')?.getAttribute('lang')).toBe('es');
    // The UI around it stays English (Spanish has no UI texts).
    expect(screen.getByRole('heading', { name: 'Still need help?' })).toBeInTheDocument();
  });

  it('shows answers as text, never as HTML', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    renderScreen(
      <FaqList
        faq={{
          lang: 'en',
          sections: [{ id: 's', title: 'S', items: [{ id: 'q', question: 'Q', answer: [markup] }] }],
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Q' }));
    expect(screen.getByText(markup)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
