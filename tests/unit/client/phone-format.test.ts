import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../src/lib/phone.ts';

/** One way to write a mobile number across the app (issue 23: four formats were on screen). */
describe('formatPhone', () => {
  const written = '0712\u00a0345\u00a0678';

  it('writes every form of the same number one way: leading 0, groups, no-break spaces', () => {
    for (const input of ['712345678', '0712345678', '+255712345678', '255 712 345 678', '0712 345 678'])
      expect(formatPhone(input), input).toBe(written);
  });

  it('leaves what is not a mobile number as it is', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });
});
