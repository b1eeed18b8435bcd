// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { StepCode } from '../../../src/contract/codes.ts';
import { routeByStep, stepLocation } from '../../../src/loan/steps.ts';

describe('loan step code routing (spec section 2, "Status routing")', () => {
  const table: Array<[number, string]> = [
    [6, '/auth/personal_infomation'],
    [11, '/auth/additionalInfomation'],
    [12, '/auth/id_card_authentication'],
    [5, '/bank_account/add_bankcard'],
    [14, '/borrow/confirm_borrow'],
    [18, '/borrow/confirm_borrow'],
    [3, '/repay/repay_detail'],
    [2, '/repay/repay_detail'],
    [1, '/auth/review_tips'],
    [7, '/borrow/lending'],
    [17, '/auth/loan_question'],
    [19, '/finish_loading'],
  ];

  it.each(table)('code %i goes to %s', (code, path) => {
    expect(stepLocation(code)).toBe(path);
  });

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

  it('names the codes of spec section 4', () => {
    expect(StepCode).toMatchObject({
      Applying: 1,
      Repaying: 2,
      Overdued: 3,
      Finish: 4,
      BindCard: 5,
      BasicInfo: 6,
    });
    expect(StepCode).toMatchObject({
      Lending: 7,
      Cancel: 8,
      Reject: 9,
      PayFail: 10,
      Addition: 11,
      IdentityOCR: 12,
    });
    expect(StepCode).toMatchObject({ Confirm: 14, Question: 17, GetMoney: 18, FinishLoading: 19 });
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
