import type { MessageKey } from '../i18n/i18n.ts';

/**
 * The complete route table of spec section 2, as data. Paths are exactly the specification's,
 * misspellings included: the native app and the server's step routing deep-link to them.
 * `screen` names the lazily loaded screen (mapped to a component in src/app/screens.ts).
 */
export interface RouteDef {
  path: string;
  screen: ScreenId;
  /** Title of the top bar, also the document title. */
  title: MessageKey;
  /** Needs a stored token (spec section 2, "Route guard"). */
  guard?: boolean;
  /** Shows the bottom tab bar. */
  tabs?: boolean;
}

/** What every screen receives from the shell. */
export interface ScreenProps {
  title: MessageKey;
}

export type ScreenId =
  | 'home'
  | 'records'
  | 'me'
  | 'login'
  | 'register'
  | 'nation'
  | 'settings'
  | 'language'
  | 'personalInfo'
  | 'additionalInfo'
  | 'loanQuestion'
  | 'idCard'
  | 'addWallet'
  | 'permissions'
  | 'confirmBorrow'
  | 'finishLoading'
  | 'reviewTips'
  | 'lending'
  | 'repayDetail'
  | 'cashier'
  | 'staticCashier'
  | 'paymentProof'
  | 'extensionDetail'
  | 'deleteAccount'
  | 'coupons'
  | 'promoLanding'
  | 'promoSignup'
  | 'promoMobile'
  | 'promoConfirm'
  | 'customerServices'
  | 'aboutUs'
  | 'faq'
  | 'openApp'
  | 'privacyPolicy'
  | 'termsOfService'
  | 'renewalAgreement'
  | 'feedbackList'
  | 'addFeedback'
  | 'feedbackDetail'
  | 'feedbackFaq'
  | 'feedbackResult';

export const PATHS = {
  home: '/',
  records: '/records',
  me: '/me',
  coupons: '/me/coupons',
  addBankCard: '/bank_account/add_bankcard',
  idCard: '/auth/id_card_authentication',
  personalInfo: '/auth/personal_infomation',
  additionalInfo: '/auth/additionalInfomation',
  reviewTips: '/auth/review_tips',
  loanQuestion: '/auth/loan_question',
  confirmBorrow: '/borrow/confirm_borrow',
  lending: '/borrow/lending',
  repayDetail: '/repay/repay_detail',
  extensionDetail: '/repay/exhibition_period_detail',
  cashier: '/repay/cashier',
  staticCashier: '/repay/static_cashier',
  /** Not in the spec's route table ("manual repayment proof upload" has no path there). */
  paymentProof: '/repay/proof',
  customerServices: '/user_center/customer_services',
  settings: '/user_center/settings',
  aboutUs: '/user_center/about_us',
  faq: '/user_center/faq',
  language: '/user_center/language',
  openApp: '/user_center/open_app',
  deleteAccount: '/user_center/delete_account',
  login: '/user/login',
  register: '/user/register',
  nation: '/user/nation',
  pop: '/pop',
  pre: '/pre',
  policy: '/policy',
  privacy: '/privacy',
  service: '/service',
  agreements: '/agreements',
  convenios: '/convenios',
  yx1: '/yx1',
  yx2: '/yx2',
  yx2ConfirmBorrow: '/yx2ConfirmBorrow',
  yx3: '/yx3',
  finishLoading: '/finish_loading',
  feedbackList: '/feedback/feedback_list',
  addFeedback: '/feedback/add_feedback',
  feedbackDetail: '/feedback/feedbackDetail',
  feedbackFaq: '/feedback/feedback_faq',
  feedbackResult: '/feedback/feedback_result',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** Parent paths that only redirect to a child (spec section 2). */
export const REDIRECTS: Readonly<Record<string, AppPath>> = {
  '/bank_account': PATHS.addBankCard,
  '/auth': PATHS.personalInfo,
  '/borrow': PATHS.home,
  '/repay': PATHS.home,
  '/user_center': PATHS.settings,
  '/user': PATHS.home,
  '/feedback': PATHS.feedbackList,
};

export const ROUTES: readonly RouteDef[] = [
  { path: PATHS.home, screen: 'home', title: 'home.title', tabs: true },
  { path: PATHS.records, screen: 'records', title: 'records.title', tabs: true },
  { path: PATHS.me, screen: 'me', title: 'me.title', tabs: true },
  /** Not in the spec's route table (the Me page's coupon entry); a visitor is asked to log in there. */
  { path: PATHS.coupons, screen: 'coupons', title: 'me.coupon' },
  { path: PATHS.addBankCard, screen: 'addWallet', title: 'screens.bankCard', guard: true },
  { path: PATHS.idCard, screen: 'idCard', title: 'screens.idCard', guard: true },
  { path: PATHS.personalInfo, screen: 'personalInfo', title: 'screens.personalInfo', guard: true },
  { path: PATHS.additionalInfo, screen: 'additionalInfo', title: 'screens.additionalInfo' },
  { path: PATHS.reviewTips, screen: 'reviewTips', title: 'screens.reviewTips', guard: true },
  { path: PATHS.loanQuestion, screen: 'loanQuestion', title: 'screens.loanQuestion' },
  // Not guarded in the spec's list: the screens ask a visitor to log in (like the application pages).
  { path: PATHS.confirmBorrow, screen: 'confirmBorrow', title: 'screens.confirmBorrow' },
  { path: PATHS.lending, screen: 'lending', title: 'screens.lending' },
  { path: PATHS.repayDetail, screen: 'repayDetail', title: 'screens.repayDetail' },
  { path: PATHS.extensionDetail, screen: 'extensionDetail', title: 'screens.extension' },
  // Not guarded in the spec's list either: the payment screens ask a visitor to log in and come back.
  { path: PATHS.cashier, screen: 'cashier', title: 'screens.cashier' },
  { path: PATHS.staticCashier, screen: 'staticCashier', title: 'screens.staticCashier' },
  { path: PATHS.paymentProof, screen: 'paymentProof', title: 'screens.paymentProof' },
  {
    path: PATHS.customerServices,
    screen: 'customerServices',
    title: 'screens.customerServices',
    guard: true,
  },
  { path: PATHS.settings, screen: 'settings', title: 'settings.title', guard: true },
  { path: PATHS.aboutUs, screen: 'aboutUs', title: 'screens.aboutUs', guard: true },
  { path: PATHS.faq, screen: 'faq', title: 'screens.faq', guard: true },
  { path: PATHS.language, screen: 'language', title: 'language.title' },
  { path: PATHS.openApp, screen: 'openApp', title: 'screens.openApp' },
  // Not guarded in the spec's list: the screen asks a visitor to log in (src/loan-ui/LoginFirst.tsx).
  { path: PATHS.deleteAccount, screen: 'deleteAccount', title: 'screens.deleteAccount' },
  { path: PATHS.login, screen: 'login', title: 'auth.loginTitle' },
  { path: PATHS.register, screen: 'register', title: 'auth.registerTitle' },
  { path: PATHS.nation, screen: 'nation', title: 'nation.title' },
  { path: PATHS.pop, screen: 'permissions', title: 'screens.permission' },
  { path: PATHS.pre, screen: 'permissions', title: 'screens.permission' },
  { path: PATHS.policy, screen: 'privacyPolicy', title: 'screens.policy' },
  { path: PATHS.privacy, screen: 'privacyPolicy', title: 'screens.policy' },
  { path: PATHS.service, screen: 'termsOfService', title: 'screens.service' },
  { path: PATHS.agreements, screen: 'termsOfService', title: 'screens.service' },
  { path: PATHS.convenios, screen: 'renewalAgreement', title: 'screens.renewal' },
  { path: PATHS.yx1, screen: 'promoLanding', title: 'screens.promotion' },
  { path: PATHS.yx2, screen: 'promoSignup', title: 'screens.promotion' },
  { path: PATHS.yx2ConfirmBorrow, screen: 'promoConfirm', title: 'screens.confirmBorrow' },
  { path: PATHS.yx3, screen: 'promoMobile', title: 'screens.promotion' },
  { path: PATHS.finishLoading, screen: 'finishLoading', title: 'screens.finishLoading', guard: true },
  // Not guarded in the spec's list: the feedback screens ask a visitor to log in and come back.
  { path: PATHS.feedbackList, screen: 'feedbackList', title: 'screens.feedback' },
  { path: PATHS.addFeedback, screen: 'addFeedback', title: 'screens.addFeedback' },
  { path: PATHS.feedbackDetail, screen: 'feedbackDetail', title: 'screens.feedbackDetail' },
  { path: PATHS.feedbackFaq, screen: 'feedbackFaq', title: 'screens.feedbackFaq' },
  { path: PATHS.feedbackResult, screen: 'feedbackResult', title: 'screens.feedbackResult' },
];

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

/** Where a path really goes: a redirect's target, else the path itself. */
export function resolveRedirect(path: string): string {
  return REDIRECTS[path] ?? path;
}

export function isGuarded(path: string): boolean {
  return findRoute(resolveRedirect(path))?.guard === true;
}

/** Joins a path and a routing query into a hash location (`/a/b?x=1`). */
export function withQuery(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
