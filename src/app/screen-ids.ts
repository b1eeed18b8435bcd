import type { ScreenId } from '../routing/routes.ts';

/**
 * The screens named in ./screens-more.ts rather than in the first load's ./screens.ts: those reached from
 * Me's menu. Every other screen is in screens.ts' CORE; the type check below makes sure none is in both
 * or neither.
 */
export const MORE_SCREENS = [
  'settings',
  'language',
  'deleteAccount',
  'coupons',
  'customerServices',
  'aboutUs',
  'faq',
  'openApp',
  'privacyPolicy',
  'termsOfService',
  'renewalAgreement',
  'feedbackList',
  'addFeedback',
  'feedbackDetail',
  'feedbackFaq',
  'feedbackResult',
] as const satisfies readonly ScreenId[];

export type MoreScreenId = (typeof MORE_SCREENS)[number];
