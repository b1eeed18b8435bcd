import { describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../src/features/cashier/copy-text.ts';

const denied = () => Promise.reject(new Error('denied'));

describe('copy to clipboard', () => {
  it('copies with the Clipboard API when it is there and allowed', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const legacyCopy = vi.fn(() => true);
    await expect(copyText('888111', { clipboard: { writeText }, legacyCopy })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('888111');
    expect(legacyCopy).not.toHaveBeenCalled();
  });

  it('falls back to the old copy command when the Clipboard API refuses or is missing', async () => {
    const refused = vi.fn(() =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    );
    const legacyCopy = vi.fn(() => true);
    await expect(copyText('L1', { clipboard: { writeText: refused }, legacyCopy })).resolves.toBe(true);
    expect(legacyCopy).toHaveBeenCalledWith('L1');
    await expect(copyText('L1', { clipboard: undefined, legacyCopy })).resolves.toBe(true);
  });

  it('reports failure when neither can copy, so the screen says "Copy failed"', async () => {
    await expect(copyText('L1', { clipboard: { writeText: denied }, legacyCopy: () => false })).resolves.toBe(
      false,
    );
    await expect(copyText('L1', {})).resolves.toBe(false);
  });

  it('in a page without the Clipboard API or a working copy command (jsdom), says it did not copy', async () => {
    expect(navigator.clipboard).toBeUndefined();
    await expect(copyText('L1')).resolves.toBe(false);
    // The helper text area is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });
});
