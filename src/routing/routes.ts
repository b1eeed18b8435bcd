import type { MessageKey } from '../i18n/i18n.ts';

/**
 * Every screen of the app, declared once: its path(s), top-bar title, guard and tab. The route table,
 * the named paths the code links with (PATHS) and the bottom tabs (src/app/AppTabs.tsx) are derived from
 * it; the loaders' table (src/app/screen-loaders.ts, a chunk of its own) is keyed by it, so a screen
 * without its loader does not compile (Home is part of the first load, src/app/screens.ts). Adding a
 * screen: its folder, one entry here, its loader and its title's texts.
 *
 * Paths are exactly the specification's (section 2), misspellings included: the native app and the
 * server's step routing deep-link to them. `path` is one path, named in PATHS by the screen's key, or
 * several paths each with its own name.
 */
interface ScreenDef {
  path: string | Readonly<Record<string, string>>;
  /** Title of the top bar, also the document title. */
  title: MessageKey;
  /** Needs a stored token (spec section 2, "Route guard"). */
  guard?: boolean;
  /** A tab of the bottom tab bar, with this label; the bar shows on the tabs' own screens only. */
  tabs?: MessageKey;
}

export const SCREENS = {
  home: { path: '/', title: 'home.title', tabs: 'tabs.home' },
  records: { path: '/records', title: 'records.title', tabs: 'tabs.records' },
  me: { path: '/me', title: 'me.title', tabs: 'tabs.me' },
  /** Not in the spec's route table (the Me page's coupon entry); a visitor is asked to log in there. */
  coupons: { path: '/me/coupons', title: 'me.coupon' },
  addWallet: {
    path: { addBankCard: '/bank_account/add_bankcard' },
    title: 'screens.bankCard',
    guard: true,
  },
  idCard: { path: '/auth/id_card_authentication', title: 'screens.idCard', guard: true },
  personalInfo: { path: '/auth/personal_infomation', title: 'screens.personalInfo', guard: true },
  additionalInfo: { path: '/auth/additionalInfomation', title: 'screens.additionalInfo' },
  reviewTips: { path: '/auth/review_tips', title: 'screens.reviewTips', guard: true },
  loanQuestion: { path: '/auth/loan_question', title: 'screens.loanQuestion' },
  // Not guarded in the spec's list: the screens ask a visitor to log in (like the application pages).
  confirmBorrow: { path: '/borrow/confirm_borrow', title: 'screens.confirmBorrow' },
  lending: { path: '/borrow/lending', title: 'screens.lending' },
  repayDetail: { path: '/repay/repay_detail', title: 'screens.repayDetail' },
  rollover: { path: { extensionDetail: '/repay/exhibition_period_detail' }, title: 'screens.extension' },
  // Not guarded in the spec's list either: the payment screens ask a visitor to log in and come back.
  cashier: { path: '/repay/cashier', title: 'screens.cashier' },
  staticCashier: { path: '/repay/static_cashier', title: 'screens.staticCashier' },
  /** Not in the spec's route table ("manual repayment proof upload" has no path there). */
  paymentProof: { path: '/repay/proof', title: 'screens.paymentProof' },
  customerServices: {
    path: '/user_center/customer_services',
    title: 'screens.customerServices',
    guard: true,
  },
  settings: { path: '/user_center/settings', title: 'settings.title', guard: true },
  aboutUs: { path: '/user_center/about_us', title: 'screens.aboutUs', guard: true },
  faq: { path: '/user_center/faq', title: 'screens.faq', guard: true },
  language: { path: '/user_center/language', title: 'language.title' },
  openApp: { path: '/user_center/open_app', title: 'screens.openApp' },
  // Not guarded in the spec's list: the screen asks a visitor to log in (src/loan-ui/LoginFirst.tsx).
  deleteAccount: { path: '/user_center/delete_account', title: 'screens.deleteAccount' },
  login: { path: '/user/login', title: 'auth.loginTitle' },
  register: { path: '/user/register', title: 'auth.registerTitle' },
  nation: { path: '/user/nation', title: 'nation.title' },
  permissions: { path: { pop: '/pop', pre: '/pre' }, title: 'screens.permission' },
  privacyPolicy: { path: { policy: '/policy', privacy: '/privacy' }, title: 'screens.policy' },
  termsOfService: { path: { service: '/service', agreements: '/agreements' }, title: 'screens.service' },
  renewalAgreement: { path: { convenios: '/convenios' }, title: 'screens.renewal' },
  yx1: { path: '/yx1', title: 'screens.promotion' },
  yx2: { path: '/yx2', title: 'screens.promotion' },
  promoConfirm: { path: { yx2ConfirmBorrow: '/yx2ConfirmBorrow' }, title: 'screens.confirmBorrow' },
  yx3: { path: '/yx3', title: 'screens.promotion' },
  finishLoading: { path: '/finish_loading', title: 'screens.finishLoading', guard: true },
  // Not guarded in the spec's list: the feedback screens ask a visitor to log in and come back.
  feedbackList: { path: '/feedback/feedback_list', title: 'screens.feedback' },
  addFeedback: { path: '/feedback/add_feedback', title: 'screens.addFeedback' },
  feedbackDetail: { path: '/feedback/feedbackDetail', title: 'screens.feedbackDetail' },
  feedbackFaq: { path: '/feedback/feedback_faq', title: 'screens.feedbackFaq' },
  feedbackResult: { path: '/feedback/feedback_result', title: 'screens.feedbackResult' },
} as const satisfies Readonly<Record<string, ScreenDef>>;

export type ScreenId = keyof typeof SCREENS;

/** One path of the route table and the screen it shows. */
export interface RouteDef extends Omit<ScreenDef, 'path'> {
  path: string;
  screen: ScreenId;
}

/** What every screen receives from the shell. */
export interface ScreenProps {
  title: MessageKey;
}

type PathsOf<K extends ScreenId> = (typeof SCREENS)[K]['path'] extends infer P
  ? P extends string
    ? { readonly [_ in K]: P }
    : P
  : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Paths = Intersection<{ [K in ScreenId]: PathsOf<K> }[ScreenId]>;

/** Every path by its name (a screen's key, or the name its entry gives it), for links in the code. */
export const PATHS = {} as Paths;
/** The route table: each path with its screen's facts, in the order of SCREENS. */
export const ROUTES: readonly RouteDef[] = Object.entries(SCREENS as Record<ScreenId, ScreenDef>).flatMap(
  ([screen, { path, ...facts }]) =>
    Object.entries(typeof path === 'string' ? { [screen]: path } : path).map(([name, to]) => {
      (PATHS as Record<string, string>)[name] = to;
      return { ...facts, path: to, screen: screen as ScreenId };
    }),
);

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
