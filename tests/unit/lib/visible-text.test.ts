// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxForms } from '../../../sandbox/forms.ts';
import { validateForm } from '../../../src/forms/validate.ts';
import { visibleText, withoutInvisible } from '../../../src/lib/visible-text.ts';
import { marketDefinition } from '../../helpers/forms.ts';

/**
 * Text fields count what a person sees (issue 27): a feedback description of twelve invisible characters
 * passed the 10-character minimum in the app and in the sandbox. Both clean a value with the same code
 * (src/forms/values.ts → src/lib/visible-text.ts) before the schema counts it.
 */
const RLM = '\u200f';
const ZWSP = '\u200b';
const ZWJ = '\u200d';
const BOM = '\ufeff';
const TWELVE_INVISIBLE = [
  RLM,
  ZWSP,
  ZWJ,
  BOM,
  '\u200e',
  '\u200c',
  '\u2060',
  '\u202e',
  '\u00ad',
  '\u3164',
  '\u2800',
  '\u061c',
].join('');
const context = { nationalLength: 9, loginPhone: '712345678', today: { day: 22, month: 11, year: 2026 } };
const feedback = marketDefinition('tz', 'feedback');
const sandbox = sandboxForms({ root: path.resolve(import.meta.dirname, '../../..'), market: 'tz' });

describe('visibleText', () => {
  it('removes direction marks, zero-width characters, the BOM and blank fillers, then trims', () => {
    expect(TWELVE_INVISIBLE).toHaveLength(12);
    expect(visibleText(TWELVE_INVISIBLE)).toBe('');
    expect(visibleText(` ${RLM}Hello${ZWSP} world${BOM} `)).toBe('Hello world');
    expect(withoutInvisible(`${ZWJ}${ZWJ}${ZWJ}`)).toBe('');
  });

  it('keeps a joiner inside an emoji sequence and every visible letter, Kiswahili and Arabic alike', () => {
    expect(visibleText(`Nimelipa 👩${ZWJ}💻 jana`)).toBe(`Nimelipa 👩${ZWJ}💻 jana`);
    expect(visibleText('مرحبا Habari')).toBe('مرحبا Habari');
  });
});

/** The reason the sandbox gives for a refused form, in `lang`. */
const refusal = (remark: string, lang: 'en' | 'sw_KE') => {
  try {
    sandbox.accept('feedback', { type: 1, remark }, '712345678', Date.now(), lang);
  } catch (error) {
    const { key, params } = error as { key: string; params: Record<string, unknown> };
    return { key, field: params.field, reason: params.reason };
  }
  return null;
};

describe('a feedback description of invisible characters does not pass the 10-character minimum', () => {
  it.each([
    ['twelve invisible characters', TWELVE_INVISIBLE],
    ['nine letters padded with invisible ones', `Too${RLM}${ZWSP}${ZWSP} short${BOM}${BOM}${ZWJ}`],
  ])('in the app: %s', (_name, description) => {
    const { errors } = validateForm(feedback, { type: 1, description }, context);
    expect(errors.map((e) => e.field)).toEqual(['description']);
  });

  it('in the sandbox: refused with the field’s message, in English and Kiswahili', () => {
    expect(refusal(TWELVE_INVISIBLE, 'en')).toEqual({
      key: 'paramForm',
      field: 'description',
      reason: 'Please describe the problem',
    });
    expect(refusal(`Too${RLM}${ZWSP} short${BOM}${ZWJ}`, 'sw_KE')).toEqual({
      key: 'paramForm',
      field: 'description',
      reason: 'idadi ya herufi haiwezi kuwa chini ya 10',
    });
  });

  it('what is sent and stored is the visible text, so both sides agree', () => {
    const typed = `${RLM}My repayment is not shown${ZWSP} `;
    expect(validateForm(feedback, { type: 1, description: typed }, context).values.description).toBe(
      'My repayment is not shown',
    );
    expect(
      sandbox.accept('feedback', { type: 1, remark: typed }, '712345678', Date.now(), 'en').values.remark,
    ).toBe('My repayment is not shown');
  });
});
