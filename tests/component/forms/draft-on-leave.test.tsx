import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../src/forms/SchemaForm.tsx';
import { readRecord } from '../../../src/store/persist.ts';
import { setSession } from '../../../src/store/session.ts';
import { demoDefinition } from '../../helpers/forms.ts';

const definition = demoDefinition();

// Drafts are kept for a signed-in borrower only.
beforeEach(() => setSession('token', null));

describe('a form left at once', () => {
  it('keeps what was typed even when the borrower leaves before the form caught up', () => {
    const { unmount } = render(
      <SchemaForm
        name="demo"
        definition={definition}
        user="7"
        loginPhone="799999999"
        submitLabel="Send"
        onSubmit={vi.fn(async () => undefined)}
      />,
    );
    // A keystroke shows at once and the form follows in a transition (widgets/local-value.ts); a tap on a
    // tab in the same moment unmounts the form before that transition ever runs.
    act(() => {
      fireEvent.change(screen.getByLabelText('demo.name'), { target: { value: 'Amani' } });
      unmount();
    });
    expect(readRecord('draft:7:tz:demo')).toMatchObject({ values: { name: 'Amani' } });
  });
});
