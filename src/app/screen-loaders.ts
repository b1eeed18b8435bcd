import type { ComponentType } from 'react';
import type { ScreenProps } from '../routing/routes.ts';
import type { MoreScreenId } from './screen-ids.ts';

/** The loaders of Me's menu screens (see ./screens.ts: kept out of the first load). */
export const MORE: Record<MoreScreenId, () => Promise<{ default: ComponentType<ScreenProps> }>> = {
  settings: () => import('../features/user-center/SettingsScreen.tsx'),
  language: () => import('../features/user-center/LanguageScreen.tsx'),
  deleteAccount: () => import('../features/account-deletion/DeleteAccountScreen.tsx'),
  coupons: () => import('../features/coupons/CouponsScreen.tsx'),
  customerServices: () => import('../features/user-center/CustomerServicesScreen.tsx'),
  aboutUs: () => import('../features/user-center/AboutUsScreen.tsx'),
  faq: () => import('../features/user-center/FaqScreen.tsx'),
  openApp: () => import('../features/user-center/OpenAppScreen.tsx'),
  privacyPolicy: () => import('../features/documents/PrivacyPolicyScreen.tsx'),
  termsOfService: () => import('../features/documents/TermsOfServiceScreen.tsx'),
  renewalAgreement: () => import('../features/documents/RenewalAgreementScreen.tsx'),
  feedbackList: () => import('../features/feedback/FeedbackListScreen.tsx'),
  addFeedback: () => import('../features/feedback/AddFeedbackScreen.tsx'),
  feedbackDetail: () => import('../features/feedback/FeedbackDetailScreen.tsx'),
  feedbackFaq: () => import('../features/feedback/FeedbackFaqScreen.tsx'),
  feedbackResult: () => import('../features/feedback/FeedbackResultScreen.tsx'),
};
