import { describe, expect, it } from 'vitest';
import { safeLink } from '../../../src/features/user-center/download-link.ts';

describe('the download link Open app offers', () => {
  it('is a web address, or none', () => {
    expect(safeLink('https://play.google.com/store/apps/details?id=com.tz.pesa.loan')).toBe(
      'https://play.google.com/store/apps/details?id=com.tz.pesa.loan',
    );
    expect(safeLink(' http://example.test/app.apk ')).toBe('http://example.test/app.apk');
    // No link, or one that is not a web page: 'Please configure the link' instead of a button.
    for (const url of [
      '',
      '   ',
      'javascript:alert(1)',
      'intent://x#Intent;end',
      'not a link',
      'data:text/html,x',
    ]) {
      expect(safeLink(url), url).toBe('');
    }
  });
});
