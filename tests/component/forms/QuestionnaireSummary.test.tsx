import { en } from '../../helpers/texts.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../src/forms/SchemaForm.tsx';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import { setSession } from '../../../src/store/session.ts';
import { marketDefinition } from '../../helpers/forms.ts';
import { QUESTIONNAIRE_OK } from '../../helpers/tz-values.ts';

/**
 * The questionnaire's error summary names what is really missing (issue 7): "There are still unanswered
 * questions" only when a question is unanswered; the agreement alone gets the generic title and its line.
 */
const definition = marketDefinition('tz', 'questionnaire');

function renderQuestionnaire(initialValues: Record<string, unknown>) {
  render(
    <SchemaForm
      name="questionnaire"
      definition={definition}
      user="7"
      loginPhone="799999999"
      submitLabel="Submit"
      initialValues={initialValues}
      onSubmit={vi.fn(async () => undefined)}
    />,
  );
}

beforeEach(() => {
  setSession('token', null);
  void setLanguage('en');
});

describe('the questionnaire summary', () => {
  it('every question answered, the agreement not ticked: the summary asks for the agreement only', async () => {
    renderQuestionnaire({ ...QUESTIONNAIRE_OK, loanAgreement: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).not.toContain(en.forms.questionnaire.summary);
    expect(summary.textContent).toContain(en.forms.common.summary.replace('{{count}}', '1'));
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      `${en.forms.questionnaire.loanAgreement.label} ${en.forms.questionnaire.loanAgreement.required}`,
    ]);
  });

  it('a question left unanswered: the questionnaire’s own title, and a line for it', async () => {
    const { 3: _third, ...rest } = QUESTIONNAIRE_OK as Record<string, unknown>;
    renderQuestionnaire(rest);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(en.forms.questionnaire.summary);
    expect(within(summary).getAllByRole('button')).toHaveLength(1);
  });
});
