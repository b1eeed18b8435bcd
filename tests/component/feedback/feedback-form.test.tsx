import { en, sw } from '../../helpers/texts.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../src/forms/SchemaForm.tsx';
import type { FormValues } from '../../../src/forms/spec.ts';
import { validateForm } from '../../../src/forms/validate.ts';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import { setSession } from '../../../src/store/session.ts';
import { fill } from '../../e2e/app-steps.ts';
import { marketDefinition } from '../../helpers/forms.ts';

/**
 * Every message of the feedback form (schemas/base/feedback.*) and of the reply form
 * (schemas/base/feedbackMessage.*) with its exact text, in both languages, as the borrower sees it after a
 * submit. The pictures' messages (maxItems, maxSize, fileType, uploading, uploadFailed) are the upload
 * widget's, checked on this same form by tests/component/forms/upload.test.tsx.
 */
const feedback = marketDefinition('tz', 'feedback');
const message = marketDefinition('tz', 'feedbackMessage');
const CONTEXT = { nationalLength: 9 };
const REMARK = 'I repaid yesterday but my bill still shows.';

beforeEach(() => {
  setSession('token', null);
});

async function submitted(name: 'feedback' | 'feedbackMessage', saved: FormValues) {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <SchemaForm
      name={name}
      definition={name === 'feedback' ? feedback : message}
      user="u"
      submitLabel="Send"
      initialValues={saved}
      onSubmit={onSubmit}
    />,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
  return onSubmit;
}

/** The message shows under its field (the summary above the form repeats it: at least once). */
const shows = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

describe.each([
  ['en', en],
  ['sw', sw],
] as const)('the feedback form’s messages in %s', (lang, T) => {
  beforeEach(async () => {
    await setLanguage(lang);
  });
  const f = T.forms.feedback;

  it('type and description are required', async () => {
    const sent = await submitted('feedback', {});
    await shows(f.type.required);
    await shows(f.description.required);
    expect(sent).not.toHaveBeenCalled();
  });

  it('a description of fewer than 10 characters', async () => {
    const sent = await submitted('feedback', { type: 1, remark: 'Too short' });
    await shows(fill(f.description.minLength, { limit: 10 }));
    expect(sent).not.toHaveBeenCalled();
  });

  it('a description of twelve invisible characters is no description (issue 27), and counts 0', async () => {
    const invisible = '\u200f\u200b\u200d\ufeff\u200e\u200c\u2060\u202e\u00ad\u3164\u2800\u061c';
    const sent = await submitted('feedback', { type: 1, remark: invisible });
    await shows(f.description.required);
    await shows(fill(T.forms.widgets.count, { count: 0, max: 500 }));
    expect(sent).not.toHaveBeenCalled();
  });

  it('a description of more than 500 characters', async () => {
    const sent = await submitted('feedback', { type: 1, remark: 'x'.repeat(501) });
    await shows(fill(f.description.maxLength, { limit: 500 }));
    expect(sent).not.toHaveBeenCalled();
  });

  it('a contact that is neither a phone number nor an e-mail address', async () => {
    const sent = await submitted('feedback', { type: 1, remark: REMARK, contact: 'call me' });
    await shows(f.contact.invalid);
    expect(sent).not.toHaveBeenCalled();
  });

  it('a contact over 50 characters', async () => {
    const sent = await submitted('feedback', {
      type: 1,
      remark: REMARK,
      contact: `${'a'.repeat(40)}@example.com`,
    });
    await shows(T.forms.common.tooLong50);
    expect(sent).not.toHaveBeenCalled();
  });

  it('the reply form: a message is required', async () => {
    const m = T.forms.feedbackMessage;
    const sent = await submitted('feedbackMessage', { text: '   ' });
    await shows(m.text.required);
    expect(sent).not.toHaveBeenCalled();
  });

  it('the reply form: at most 1000 characters', async () => {
    const sent = await submitted('feedbackMessage', { text: 'x'.repeat(1001) });
    await shows(fill(T.forms.feedbackMessage.text.maxLength, { limit: 1000 }));
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('the feedback form’s rules', () => {
  it('a call-back time not offered is refused with its message (the form offers only the three)', () => {
    const { errors } = validateForm(
      feedback,
      { type: 1, description: REMARK, contact: '0712345678', appointmentTime: 'midnight' },
      CONTEXT,
    );
    expect(errors).toEqual([
      { field: 'appointmentTime', key: 'forms.feedback.appointmentTime.invalid', params: expect.anything() },
    ]);
    expect(en.forms.feedback.appointmentTime.invalid).toBe('Please choose one of the times offered');
  });

  it('accepts a phone number in either form and an e-mail address; no contact, no call-back time', () => {
    for (const contact of ['0712345678', '712345678', 'amina@example.co.tz']) {
      expect(validateForm(feedback, { type: 3, description: REMARK, contact }, CONTEXT).errors).toEqual([]);
    }
    const { values } = validateForm(
      feedback,
      { type: 3, description: REMARK, appointmentTime: 'morning' },
      CONTEXT,
    );
    expect(values).not.toHaveProperty('appointmentTime');
  });

  it('sends the description as remark, the type as its code 1–7', async () => {
    const sent = await submitted('feedback', { type: 7, remark: REMARK, contact: ' 0712 345 678 ' });
    expect(sent).toHaveBeenCalledWith({ type: 7, remark: REMARK, contact: '0712345678' });
  });
});
