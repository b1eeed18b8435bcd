import { en, sw } from '../../helpers/texts.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRepayAmount, type RepayLimits } from '../../../src/features/repay/repay-amount.ts';
import repayTexts from '../../../src/i18n/sections/repay.ts';
import { setLanguage, textsOf } from '../../../src/i18n/i18n.ts';

const t = textsOf(repayTexts);

/** What the borrower sees for a typed amount: the message in force, or the amount that would be sent. */
function seen(typed: string, limits: RepayLimits): string | number {
  const verdict = checkRepayAmount(typed, limits);
  return verdict.ok ? verdict.amount : t(verdict.message, verdict.params);
}

/** 21,638 owed, the spec's minimum of 1,000, any whole shilling. */
const PLAIN: RepayLimits = { unpaid: 21_638, minRepayAmount: 1000, repayStep: 1 };
/** The server asks for at least 5,000 in steps of 500. */
const STRICT: RepayLimits = { unpaid: 21_638, minRepayAmount: 5000, repayStep: 500 };

afterEach(async () => {
  await setLanguage('en');
});

describe('repay amount rules (spec section 5), English', () => {
  it('accepts a whole amount from the minimum up to what is owed', () => {
    expect(seen('1000', PLAIN)).toBe(1000);
    expect(seen('5,000', PLAIN)).toBe(5000);
    expect(seen(' 12 345 ', PLAIN)).toBe(12_345);
    expect(seen('1500.00', PLAIN)).toBe(1500);
    expect(seen('21638', PLAIN)).toBe(21_638);
  });

  it("refuses less than 1,000 with the spec's exact message", () => {
    expect(seen('999', PLAIN)).toBe('Minimum input 1000 shillings');
    expect(seen('0', PLAIN)).toBe('Minimum input 1000 shillings');
  });

  it("refuses less than the server's minimum with the spec's message, the minimum filled in", () => {
    expect(seen('4500', STRICT)).toBe('The minimum repayment amount needs to be more than TZS\u00a05,000');
    // Below 1,000 the spec's own floor speaks first.
    expect(seen('500', STRICT)).toBe('Minimum input 1000 shillings');
  });

  it("refuses a fraction or anything that is not a number with the spec's exact message", () => {
    for (const typed of ['1500.5', '1500.05', '12a', '-2000', '1e4', '2..0'])
      expect(seen(typed, PLAIN), typed).toBe('Please enter an integer amount');
  });

  it('refuses an amount that is not a multiple of the step, naming the step', () => {
    expect(seen('5250', STRICT)).toBe('Please enter a multiple of TZS\u00a0500');
    expect(seen('5500', STRICT)).toBe(5500);
    // A step of 1 (or none) means any whole shilling.
    expect(seen('5251', PLAIN)).toBe(5251);
  });

  it('refuses more than is owed, saying how much that is', () => {
    expect(seen('21639', PLAIN)).toBe('You owe TZS\u00a021,638. Please do not enter more than that.');
    expect(seen('100000', STRICT)).toBe('You owe TZS\u00a021,638. Please do not enter more than that.');
  });

  it('asks for an amount when the field is empty', () => {
    expect(seen('', PLAIN)).toBe('Please enter the amount to repay');
    expect(seen('  ', PLAIN)).toBe('Please enter the amount to repay');
  });

  it('always lets the borrower pay exactly what is owed, even below the minimum or off the step', () => {
    expect(seen('21638', STRICT)).toBe(21_638);
    expect(seen('800', { unpaid: 800, minRepayAmount: 1000, repayStep: 1 })).toBe(800);
    expect(seen('799', { unpaid: 800, minRepayAmount: 1000, repayStep: 1 })).toBe(
      'Minimum input 1000 shillings',
    );
  });
});

describe('repay amount rules, Kiswahili', () => {
  it('says every refusal in Kiswahili', async () => {
    await setLanguage('sw');
    expect(seen('', PLAIN)).toBe(sw.repay.rules.required);
    expect(seen('999', PLAIN)).toBe(sw.repay.rules.minimum);
    expect(seen('1500.5', PLAIN)).toBe(sw.repay.rules.integer);
    expect(seen('4500', STRICT)).toBe('Kiasi cha chini cha kulipa kinapaswa kuwa zaidi ya TZS\u00a05,000');
    expect(seen('5250', STRICT)).toBe('Tafadhali weka kiasi kinachogawanyika kwa TZS\u00a0500');
    expect(seen('30000', PLAIN)).toBe('Unadaiwa TZS\u00a021,638. Tafadhali usiweke zaidi ya kiasi hicho.');
  });

  it('keeps the English texts of the spec word for word', () => {
    expect(en.repay.rules.minimum).toBe('Minimum input 1000 shillings');
    expect(en.repay.rules.serverMinimum).toBe('The minimum repayment amount needs to be more than {{min}}');
    expect(en.repay.rules.integer).toBe('Please enter an integer amount');
    expect(en.repay.rollover.appOnly).toBe('In order to avoid misuse, please apply in the APP');
  });
});
