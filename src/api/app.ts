import type { RejectRecommendation } from '../contract/entities.ts';
import { get } from './http.ts';
import { isProduct, isTime } from './reply-checks.ts';

/**
 * The suggestions after a rejection: products with readable figures, a re-apply date that can be true,
 * and a reason that is text or none.
 */
export const isRejectRecommendation = (value: unknown): value is RejectRecommendation => {
  if (typeof value !== 'object' || value === null) return false;
  const reply = value as Record<string, unknown>;
  return (
    typeof reply.show === 'boolean' &&
    (reply.reapplyAt === null || isTime(reply.reapplyAt)) &&
    Array.isArray(reply.products) &&
    reply.products.every(isProduct) &&
    (reply.reason === undefined || reply.reason === null || typeof reply.reason === 'string')
  );
};

/** App-level look-ups. */

export const rejectRecommendation = () =>
  get('app/isRejectRecommendation', {}, { check: isRejectRecommendation });

export const downloadAddress = () => get('app-download/getAddress', {});
