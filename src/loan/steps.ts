import { StepCode } from '../contract/codes.ts';
import { PATHS, withQuery, type AppPath } from '../routing/routes.ts';

/** Spec section 2, "Status routing". Codes not listed route nowhere. */
const STEP_ROUTES: Readonly<Partial<Record<number, AppPath>>> = {
  [StepCode.BasicInfo]: PATHS.personalInfo,
  [StepCode.Addition]: PATHS.additionalInfo,
  [StepCode.IdentityOCR]: PATHS.idCard,
  [StepCode.BindCard]: PATHS.addBankCard,
  [StepCode.Confirm]: PATHS.confirmBorrow,
  [StepCode.GetMoney]: PATHS.confirmBorrow,
  [StepCode.Overdued]: PATHS.repayDetail,
  [StepCode.Repaying]: PATHS.repayDetail,
  [StepCode.Applying]: PATHS.reviewTips,
  [StepCode.Lending]: PATHS.lending,
  [StepCode.Question]: PATHS.loanQuestion,
  [StepCode.FinishLoading]: PATHS.finishLoading,
};

/** The location a step code leads to, with the routing query passed on unchanged; null for other codes. */
export function stepLocation(code: number, query: Record<string, string> = {}): string | null {
  const path = STEP_ROUTES[code];
  return path ? withQuery(path, query) : null;
}

/** Follows a step code with `go` (the router's navigate); does nothing for codes without a screen. */
export function routeByStep(code: number, query: Record<string, string>, go: (to: string) => void): boolean {
  const to = stepLocation(code, query);
  if (to) go(to);
  return to !== null;
}
