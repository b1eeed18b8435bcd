import { get } from './http.ts';
import type { Product } from './loan.ts';

/** App-level look-ups. */

export const rejectRecommendation = () =>
  get<{ show: boolean; reapplyAt: number; products: Product[] }>('app/isRejectRecommendation');

export const downloadAddress = () => get<{ url: string }>('app-download/getAddress');
