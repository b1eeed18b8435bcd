import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId, ScreenProps } from '../routing/routes.ts';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * Each screen is its own chunk, loaded when its route is first visited: the first screen a borrower
 * sees on a slow connection ships only its own code.
 */
export const SCREENS: Record<ScreenId, Screen> = {
  home: lazy(() => import('../features/home/HomeScreen.tsx')),
  records: lazy(() => import('../features/records/RecordsScreen.tsx')),
  me: lazy(() => import('../features/me/MeScreen.tsx')),
  login: lazy(() => import('../features/auth/LoginScreen.tsx')),
  register: lazy(() => import('../features/auth/RegisterScreen.tsx')),
  nation: lazy(() => import('../features/auth/NationScreen.tsx')),
  settings: lazy(() => import('../features/user-center/SettingsScreen.tsx')),
  language: lazy(() => import('../features/user-center/LanguageScreen.tsx')),
  personalInfo: lazy(() => import('../features/kyc/PersonalInfoScreen.tsx')),
  additionalInfo: lazy(() => import('../features/kyc/AdditionalInfoScreen.tsx')),
  loanQuestion: lazy(() => import('../features/kyc/LoanQuestionScreen.tsx')),
  idCard: lazy(() => import('../features/id-card/IdCardScreen.tsx')),
  addWallet: lazy(() => import('../features/wallet/AddWalletScreen.tsx')),
  permissions: lazy(() => import('../features/permissions/PermissionsScreen.tsx')),
  comingSoon: lazy(() => import('../features/placeholder/ComingSoonScreen.tsx')),
  confirmBorrow: lazy(() => import('../features/borrow/ConfirmBorrowScreen.tsx')),
  finishLoading: lazy(() => import('../features/borrow/FinishLoadingScreen.tsx')),
  reviewTips: lazy(() => import('../features/borrow/ReviewTipsScreen.tsx')),
  lending: lazy(() => import('../features/borrow/LendingScreen.tsx')),
};
