// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { routeByStep, stepLocation } from '../../../src/loan/steps.ts';

// Where each code lands (the screen and its title) is tested through the app in
// tests/component/app/shell.test.tsx.
describe('loan step code routing (spec section 2, "Status routing")', () => {
  it('passes the routing query on unchanged', () => {
    expect(stepLocation(14, { orderNo: 'A 1&2', productId: 'p1' })).toBe(
      '/borrow/confirm_borrow?orderNo=A+1%262&productId=p1',
    );
    const go = vi.fn();
    expect(routeByStep(6, { from: 'home' }, go)).toBe(true);
    expect(go).toHaveBeenCalledWith('/auth/personal_infomation?from=home');
  });

  it.each([0, 4, 8, 9, 10, 13, 15, 16, 20, -1, 999])('code %i does nothing', (code) => {
    const go = vi.fn();
    expect(stepLocation(code)).toBeNull();
    expect(routeByStep(code, { a: '1' }, go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });
});

describe('the base of each call', () => {
  it('is read from the path exactly as the wire contract states it', async () => {
    const { CALLS } = await import('../../../src/contract/calls.ts');
    const { callBase } = await import('../../../src/api/wire.ts');
    for (const [path, spec] of Object.entries(CALLS)) {
      expect([path, callBase(path as keyof typeof CALLS)]).toEqual([path, spec.base]);
    }
  });
});
