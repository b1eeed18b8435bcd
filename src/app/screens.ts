import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { startEarly } from '../api/http.ts';
import { setScreenPreloader } from '../routing/preload.ts';
import type { ScreenId, ScreenProps } from '../routing/routes.ts';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * Each screen is its own chunk, loaded when its route is first visited: the first screen a borrower
 * sees on a slow connection ships only its own code.
 */
const LOADERS: Record<ScreenId, () => Promise<{ default: ComponentType<ScreenProps> }>> = {
  home: () => import('../features/home/HomeScreen.tsx'),
  records: () => import('../features/records/RecordsScreen.tsx'),
  me: () => import('../features/me/MeScreen.tsx'),
  login: () => import('../features/auth/LoginScreen.tsx'),
  register: () => import('../features/auth/RegisterScreen.tsx'),
  nation: () => import('../features/auth/NationScreen.tsx'),
  settings: () => import('../features/user-center/SettingsScreen.tsx'),
  language: () => import('../features/user-center/LanguageScreen.tsx'),
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
  extensionDetail: () => import('../features/repay/RolloverScreen.tsx'),
  cashier: () => import('../features/cashier/CashierScreen.tsx'),
  staticCashier: () => import('../features/cashier/StaticCashierScreen.tsx'),
  paymentProof: () => import('../features/cashier/PaymentProofScreen.tsx'),
  deleteAccount: () => import('../features/account-deletion/DeleteAccountScreen.tsx'),
  coupons: () => import('../features/coupons/CouponsScreen.tsx'),
  promoLanding: () => import('../features/promo/Yx1Screen.tsx'),
  promoSignup: () => import('../features/promo/Yx2Screen.tsx'),
  promoMobile: () => import('../features/promo/Yx3Screen.tsx'),
  promoConfirm: () => import('../features/promo/PromoConfirmScreen.tsx'),
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

export const SCREENS = Object.fromEntries(
  Object.entries(LOADERS).map(([id, load]) => [id, lazy(load)]),
) as Record<ScreenId, Screen>;

/**
 * Starts downloading a screen's chunk before React asks for it (at start-up, while the language's texts
 * load): the browser keeps the module, so the screen's `lazy` gets it without a second request.
 */
export function preloadScreen(id: ScreenId): void {
  LOADERS[id]().catch(() => {
    // React's lazy reports a failed chunk when it renders the screen (the error boundary offers a retry).
  });
}

setScreenPreloader(preloadScreen);

/**
 * The calls a screen makes as it opens, exactly as it makes them. When it is the first screen they start
 * at start-up, beside its code and texts, instead of after them (src/api/http.ts `startEarly`). Their
 * modules come with the screen's chunks, which the HTML preloads (scripts/preload-plugin.ts), so the
 * other screens' first load does not carry them.
 */
type Calls = readonly (() => Promise<unknown>)[];
const FIRST_CALLS: Partial<Record<ScreenId, () => Promise<Calls>>> = {
  home: () =>
    Promise.all([import('../api/portal.ts'), import('../api/loan.ts')]).then(([portal, loan]) => [
      () => portal.homepageData(),
      loan.loanMarketIndex,
    ]),
};

/** Starts the first screen's calls, unless `stillFirst` says the screen is up and asking for itself. */
export function startFirstCalls(id: ScreenId, stillFirst: () => boolean): void {
  FIRST_CALLS[id]?.().then(
    (calls) => {
      if (stillFirst()) startEarly(calls);
    },
    () => undefined,
  );
}
