import { lazy, type ComponentType } from 'react';
import HomeScreen from '../features/home/HomeScreen.tsx';
import { setScreenPreloader } from '../routing/preload.ts';
import type { ScreenId, ScreenProps } from '../routing/routes.ts';
import { MORE_SCREENS, type MoreScreenId } from './screen-ids.ts';

type Screen = ComponentType<ScreenProps>;
type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

/**
 * Each screen is its own chunk, loaded when its route is first visited, except Home, the screen most
 * sessions open on: it is part of the first load (scripts/first-load-chunk-plugin.ts) and rendered
 * directly, not through React.lazy, because a lazy screen suspends on its first render even when its
 * module is already there, and React then holds the revealed screen back for its fallback throttle
 * (300 ms): Home's data calls, made as it mounts, would wait for it. The journey's screens are named
 * here; the screens of Me's menu (settings, help, documents, feedback, coupons, deletion) are named in a
 * second small chunk (./screens-more.ts), so that the first load does not carry their file lists:
 * opening Me starts that chunk, so it is there before a tap on its menu.
 */
const CORE = {
  home: () => Promise.resolve({ default: HomeScreen }),
  records: () => import('../features/records/RecordsScreen.tsx'),
  me: () => {
    loadMore().catch(() => undefined);
    return import('../features/me/MeScreen.tsx');
  },
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
  extensionDetail: () => import('../features/repay/RolloverScreen.tsx'),
  cashier: () => import('../features/cashier/CashierScreen.tsx'),
  staticCashier: () => import('../features/cashier/StaticCashierScreen.tsx'),
  paymentProof: () => import('../features/cashier/PaymentProofScreen.tsx'),
  promoLanding: () => import('../features/promo/Yx1Screen.tsx'),
  promoSignup: () => import('../features/promo/Yx2Screen.tsx'),
  promoMobile: () => import('../features/promo/Yx3Screen.tsx'),
  promoConfirm: () => import('../features/promo/PromoConfirmScreen.tsx'),
} satisfies Partial<Record<ScreenId, Loader>>;

const loadMore = () => import('./screens-more.ts');
const more =
  (id: MoreScreenId): Loader =>
  () =>
    loadMore().then((m) => m.MORE[id]());

/** Every screen is named once: in CORE or in MORE_SCREENS (a compile-time check). */
type NamedOnce = [
  Exclude<ScreenId, keyof typeof CORE | MoreScreenId>,
  Extract<keyof typeof CORE, MoreScreenId>,
] extends [never, never]
  ? true
  : false;
void (true satisfies NamedOnce);

const LOADERS = Object.fromEntries(
  (Object.keys(CORE) as ScreenId[])
    .concat(MORE_SCREENS)
    .map((id) => [id, CORE[id as keyof typeof CORE] ?? more(id as MoreScreenId)]),
) as Record<ScreenId, Loader>;

export const SCREENS = Object.fromEntries(
  Object.entries(LOADERS).map(([id, load]) => [id, id === 'home' ? HomeScreen : lazy(load)]),
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
