import { describe, expect, it } from 'vitest';
import { nationalForm, phoneFieldText } from '../../../src/lib/phone.ts';
import { sameNationalNumber, toNationalForm } from '../../../src/lib/national-number.ts';

/**
 * A mobile number is read as a borrower writes or pastes it (issue 27): spaces, dashes, brackets, an
 * invisible mark, the +255 form. What cannot be read is no number (null), never a guess, never cut.
 */
describe('reading a pasted mobile number', () => {
  it.each([
    ['0712345678', '712345678'],
    ['712345678', '712345678'],
    [' 0712345678 ', '712345678'],
    ['+255712345678', '712345678'],
    ['+255 712 345 678', '712345678'],
    ['255712345678', '712345678'],
    ['00255712345678', '712345678'],
    ['+255 0712 345 678', '712345678'],
    ['0712-345-678', '712345678'],
    ['(0712) 345.678', '712345678'],
    ['\u200f0712345678', '712345678'],
    ['\u202a+255 712 345 678\u202c', '712345678'],
    ['07\u200b12\u00a0345\u2060678', '712345678'],
  ])('%j → %s', (pasted, national) => {
    expect(toNationalForm(pasted, 9, '255')).toBe(national);
    expect(nationalForm(pasted)).toBe(national);
    expect(phoneFieldText(pasted)).toBe(`0${national}`);
  });

  it.each([
    ['letters around a number', 'tel: 0712345678'],
    ['a letter inside', '07l2345678'],
    ['another country', '+254712345678'],
    ['too few digits', '071234567'],
    ['too many digits', '07123456789'],
    ['the international form cut short', '+25571234567'],
    ['a plus in the middle', '0712+345678'],
    ['nothing but marks', '\u200f\u200b\u200d'],
    ['12 digits starting with 255 but another code', '255712345678'],
  ])('refuses %s', (_name, pasted) => {
    const code = _name.startsWith('12 digits') ? '254' : '255';
    expect(toNationalForm(pasted, 9, code)).toBeNull();
  });

  it('keeps text it cannot read as pasted (without invisible marks), for the field to refuse', () => {
    expect(phoneFieldText(' call me\u200f ')).toBe('call me');
    expect(phoneFieldText('+254 712 345 678')).toBe('+254 712 345 678');
  });

  it('without a calling code, only the national forms are numbers (the form rules and the sandbox)', () => {
    expect(toNationalForm('+255712345678', 9)).toBeNull();
    expect(sameNationalNumber('0712 345 678', '712345678', 9)).toBe(true);
  });
});
