// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findRoute, isGuarded, REDIRECTS, resolveRedirect, ROUTES } from '../../../src/routing/routes.ts';

describe('route table (spec section 2)', () => {
  it('has every path of the specification, misspellings included', () => {
    const paths = [
      '/',
      '/records',
      '/me',
      '/bank_account/add_bankcard',
      '/auth/id_card_authentication',
      '/auth/personal_infomation',
      '/auth/additionalInfomation',
      '/auth/review_tips',
      '/auth/loan_question',
      '/borrow/confirm_borrow',
      '/borrow/lending',
      '/repay/repay_detail',
      '/repay/exhibition_period_detail',
      '/repay/cashier',
      '/repay/static_cashier',
      '/user_center/customer_services',
      '/user_center/settings',
      '/user_center/about_us',
      '/user_center/faq',
      '/user_center/language',
      '/user_center/open_app',
      '/user_center/delete_account',
      '/user/login',
      '/user/register',
      '/user/nation',
      '/pop',
      '/pre',
      '/policy',
      '/privacy',
      '/service',
      '/agreements',
      '/convenios',
      '/yx1',
      '/yx2',
      '/yx2ConfirmBorrow',
      '/yx3',
      '/finish_loading',
      '/feedback/feedback_list',
      '/feedback/add_feedback',
      '/feedback/feedbackDetail',
      '/feedback/feedback_faq',
      '/feedback/feedback_result',
    ];
    // Screens the specification names without a path: the manual repayment proof upload, the coupon list.
    const added = ['/repay/proof', '/me/coupons'];
    for (const path of [...paths, ...added]) expect(findRoute(path), path).toBeDefined();
    expect(ROUTES).toHaveLength(paths.length + added.length);
  });

  it('redirects the parent paths', () => {
    expect(REDIRECTS).toEqual({
      '/bank_account': '/bank_account/add_bankcard',
      '/auth': '/auth/personal_infomation',
      '/borrow': '/',
      '/repay': '/',
      '/user_center': '/user_center/settings',
      '/user': '/',
      '/feedback': '/feedback/feedback_list',
    });
    expect(resolveRedirect('/auth')).toBe('/auth/personal_infomation');
    expect(resolveRedirect('/me')).toBe('/me');
  });

  it('guards exactly the pages the specification lists', () => {
    const guarded = ROUTES.filter((r) => r.guard)
      .map((r) => r.path)
      .sort();
    expect(guarded).toEqual(
      [
        '/user_center/settings',
        '/user_center/about_us',
        '/user_center/customer_services',
        '/user_center/faq',
        '/auth/personal_infomation',
        '/bank_account/add_bankcard',
        '/auth/id_card_authentication',
        '/auth/review_tips',
        '/finish_loading',
      ].sort(),
    );
    // "bank account" is guarded through its redirect.
    expect(isGuarded('/bank_account')).toBe(true);
    expect(isGuarded('/user_center')).toBe(true);
    expect(isGuarded('/')).toBe(false);
  });

  it('shows the tabs on Home, Records and Me only', () => {
    expect(ROUTES.filter((r) => r.tabs).map((r) => r.path)).toEqual(['/', '/records', '/me']);
  });
});
