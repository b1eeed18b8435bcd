import { describe, expect, it } from 'vitest';
import {
  continueLock,
  faceLock,
  idCardReducer,
  initialIdCardState,
  type IdCardEvent,
  type IdCardState,
} from '../../../src/features/id-card/id-card-state.ts';

/** The rules of the ID card check, without a screen: order, retakes, cancel, retry. */
const run = (...events: IdCardEvent[]): IdCardState => events.reduce(idCardReducer, initialIdCardState());
const photo = (name: string) => new Blob([name], { type: 'image/jpeg' });
const sent = (slot: 'front' | 'back' | 'face', blob = photo(slot)): IdCardEvent[] => [
  { type: 'compressStarted', slot },
  { type: 'uploadStarted', slot, photo: blob },
  { type: 'succeeded', slot },
];
const OCR = { nationalId: '19900615123450000127', firstName: 'Amani', lastName: 'Juma' };

describe('the ID card rules', () => {
  it('opens the face check only after both sides are read, and Continue only after the face', () => {
    expect(faceLock(run())).toBe('idCard.back.locked');
    expect(faceLock(run(...sent('front')))).toBe('idCard.errors.backFirst');
    const sides = run(...sent('front'), ...sent('back'));
    expect(sides.ocr.state).toBe('waiting');
    expect(faceLock(sides)).toBe('idCard.face.waitDetails');
    const read = idCardReducer(sides, { type: 'ocrSucceeded', result: OCR });
    expect(faceLock(read)).toBeNull();
    expect(continueLock(read)).toBe('idCard.errors.faceFirst');
    expect(continueLock(sent('face').reduce(idCardReducer, read))).toBeNull();
  });

  it('keeps the accepted photo during a retake and shows it again when the retake is cancelled', () => {
    const first = photo('first');
    const state = run(...sent('front', first), { type: 'compressStarted', slot: 'front' });
    expect(state.front.state).toBe('compressing');
    expect(state.front.photo).toBeNull();
    const cancelled = idCardReducer(state, { type: 'cancelled', slot: 'front' });
    expect(cancelled.front).toMatchObject({ state: 'done', photo: first, accepted: first, problem: null });
  });

  it('goes back to empty when the first upload is cancelled, without a problem', () => {
    const state = run({ type: 'compressStarted', slot: 'back' }, { type: 'cancelled', slot: 'back' });
    expect(state.back).toMatchObject({ state: 'empty', photo: null, problem: null, retryable: false });
  });

  it('keeps the compressed photo of a failed upload so it can be sent again; not when compression failed', () => {
    const blob = photo('back');
    const failed = run(
      ...sent('front'),
      { type: 'compressStarted', slot: 'back' },
      { type: 'uploadStarted', slot: 'back', photo: blob },
      { type: 'failed', slot: 'back', problem: { key: 'errors.network' }, retryable: true },
    );
    expect(failed.back).toMatchObject({ state: 'failed', photo: blob, retryable: true });
    expect(failed.front.state).toBe('done');
    const unreadable = run(
      { type: 'compressStarted', slot: 'front' },
      { type: 'failed', slot: 'front', problem: { key: 'idCard.problems.frontUnreadable' }, retryable: true },
    );
    expect(unreadable.front.retryable).toBe(false);
  });

  it('reads the card again after a new side, and never moves progress backwards', () => {
    const read = idCardReducer(run(...sent('front'), ...sent('back')), { type: 'ocrSucceeded', result: OCR });
    expect(run(...sent('front')).ocr.state).toBe('waiting');
    expect(sent('front').reduce(idCardReducer, read).ocr).toEqual({
      state: 'waiting',
      result: null,
      problem: null,
    });
    expect(sent('face').reduce(idCardReducer, read).ocr.state).toBe('done');
    const moving = run(
      { type: 'compressStarted', slot: 'front' },
      { type: 'progressed', slot: 'front', progress: 40 },
      { type: 'progressed', slot: 'front', progress: 30 },
    );
    expect(moving.front.progress).toBe(40);
    // Late progress of a cancelled upload changes nothing.
    expect(idCardReducer(run(), { type: 'progressed', slot: 'front', progress: 90 }).front.progress).toBe(0);
  });
});
