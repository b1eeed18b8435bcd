// First: the gate's stand-ins, before anything that imports what they stand in for.
import { api, native, NONE } from '../../helpers/collection-gate.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The data-collection gate after applying (spec section 7; docs/decisions.md): skipped in a plain browser or
 * when the server does not enable it; in the app, only the market's missing steps are asked for (tz:
 * device, exif, location — never contacts, call log or SMS), the last one marked as the submit.
 */

const { passCollectionGate } = await import('../../../src/loan/collection-gate.ts');

beforeEach(() => {
  vi.clearAllMocks();
  api.enable.mockResolvedValue({ enableTimeSdk: true });
  native.inApp.mockReturnValue(true);
  native.collect.mockResolvedValue({ collected: true, skipped: false });
});

describe('the data-collection gate', () => {
  it('passes straight on in a plain browser, asking the server nothing more', async () => {
    native.inApp.mockReturnValue(false);
    expect(await passCollectionGate('PO1', 7)).toBe('skipped');
    expect(api.status).not.toHaveBeenCalled();
    expect(native.collect).not.toHaveBeenCalled();
  });

  it('passes straight on when the server does not enable collection', async () => {
    api.enable.mockResolvedValue({ enableTimeSdk: false });
    expect(await passCollectionGate('PO1', 7)).toBe('skipped');
    expect(native.collect).not.toHaveBeenCalled();
  });

  it("asks the native app only for the market's missing steps, the last as the submit, and logs each", async () => {
    api.status
      .mockResolvedValueOnce({ ...NONE, device: true })
      .mockResolvedValueOnce({ ...NONE, device: true, exif: true, location: true });
    expect(await passCollectionGate('PO1', 7)).toBe('done');
    expect(native.collect.mock.calls.map(([p]) => [p.step, p.isSubmit, p.orderNo, p.userId])).toEqual([
      ['exif', false, 'PO1', 7],
      ['location', true, 'PO1', 7],
    ]);
    // Never contacts, call log or SMS (docs/decisions.md), even though the server reports them missing.
    expect(native.log).toHaveBeenCalledWith('collection_step', { step: 'exif', collected: 1 });
    expect(native.log).toHaveBeenCalledTimes(2);
  });

  it('a step the native app fails is logged and the borrower goes on; the gate reports it incomplete', async () => {
    api.status.mockResolvedValue({ ...NONE, device: true, exif: true });
    native.collect.mockRejectedValue(new Error('SDK crashed'));
    expect(await passCollectionGate('PO1', 7)).toBe('incomplete');
    expect(native.log).toHaveBeenCalledWith('collection_step', { step: 'location', collected: 0 });
  });

  it('nothing to ask when the market’s steps are all there', async () => {
    api.status.mockResolvedValue({ ...NONE, device: true, exif: true, location: true });
    expect(await passCollectionGate('PO1', 7)).toBe('done');
    expect(native.collect).not.toHaveBeenCalled();
    expect(api.status).toHaveBeenCalledTimes(1);
  });
});
