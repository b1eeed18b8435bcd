import type { ComponentType } from 'react';
import type { ScreenId, ScreenProps } from '../routing/routes.ts';

export type ScreenLoader = () => Promise<{ default: ComponentType<ScreenProps> }>;

/**
 * Where the code of every screen but Home is (Home is part of the first load: ./screens.ts). The table
 * names each screen's files, so it is a small chunk of its own rather than part of the first load: the
 * page's first script starts it when the page opens on any other screen (src/boot/early-calls.ts), and
 * on Home it downloads once Home is drawn and the browser is idle (src/main.tsx).
 *
 * Keyed by the registry (SCREENS in src/routing/routes.ts): a screen declared there without its loader
 * here, or a loader of no declared screen, does not compile. Written out rather than found by file name:
 * a glob's file-path keys would ride in this chunk on every route but Home (docs/performance.md).
 */
export const LOADERS: Record<Exclude<ScreenId, 'home'>, ScreenLoader> = {
  records: () => import('../features/records/RecordsScreen.tsx'),
  me: () => import('../features/me/MeScreen.tsx'),
  login: () => import('../features/auth/LoginScreen.tsx'),
  register: () => import('../features/auth/RegisterScreen.tsx'),
  nation: () => import('../features/auth/NationScreen.tsx'),
  personalInfo: () => import('../features/kyc/PersonalInfoScreen.tsx'),
  additionalInfo: () => import('../features/kyc/AdditionalInfoScreen.tsx'),
  loanQuestion: () => import('../features/kyc/LoanQuestionScreen.tsx'),
  idCard: () => import('../features/id-card/IdCardScreen.tsx'),
  addWallet: () => import('../features/wallet/AddWalletScreen.tsx'),
  permissions: () => import('../features/permissions/PermissionsScreen.tsx'),
  confirmBorrow: () => import('../features/borrow/ConfirmBorrowScreen.tsx'),
  finishLoading: () => import('../features/borrow/FinishLoadingScreen.tsx'),
  reviewTips: () => import('../features/borrow/ReviewTipsScreen.tsx'),
  lending: () => import('../features/borrow/LendingScreen.tsx'),
  repayDetail: () => import('../features/repay/RepayDetailScreen.tsx'),
  rollover: () => import('../features/repay/RolloverScreen.tsx'),
  cashier: () => import('../features/cashier/CashierScreen.tsx'),
  staticCashier: () => import('../features/cashier/StaticCashierScreen.tsx'),
  paymentProof: () => import('../features/cashier/PaymentProofScreen.tsx'),
  yx1: () => import('../features/promo/Yx1Screen.tsx'),
  yx2: () => import('../features/promo/Yx2Screen.tsx'),
  yx3: () => import('../features/promo/Yx3Screen.tsx'),
  promoConfirm: () => import('../features/promo/PromoConfirmScreen.tsx'),
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
