/** Every call the sandbox answers, looked up by base and logical path. New areas add a file and a line here. */
import type { Base } from '../protocol.ts';
import { accountRoutes } from './account.ts';
import { appDownloadRoutes } from './app-download.ts';
import { applyRoutes } from './apply.ts';
import { countryRoutes } from './country.ts';
import { couponRoutes } from './coupons.ts';
import { feedbackRoutes } from './feedback.ts';
import { kycRoutes } from './kyc.ts';
import { marketRoutes } from './market.ts';
import { orderRoutes } from './orders.ts';
import { repayRoutes } from './repay.ts';
import { securityRoutes } from './security.ts';
import { telemetryRoutes } from './telemetry.ts';
import { specOf } from './types.ts';
import type { Route } from './types.ts';
import { userRoutes } from './user.ts';
import { walletRoutes } from './wallet.ts';

export const ROUTES: readonly Route[] = [
  ...securityRoutes,
  ...countryRoutes,
  ...marketRoutes,
  ...userRoutes,
  ...kycRoutes,
  ...walletRoutes,
  ...applyRoutes,
  ...orderRoutes,
  ...repayRoutes,
  ...couponRoutes,
  ...accountRoutes,
  ...feedbackRoutes,
  ...appDownloadRoutes,
  ...telemetryRoutes,
];

const byKey = new Map<string, Route>(ROUTES.map((r) => [`${specOf(r).base}:${r.path}`, r]));

export function findRoute(base: Base, path: string): Route | undefined {
  return byKey.get(`${base}:${path}`);
}
