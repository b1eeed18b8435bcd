import { get } from './http.ts';

/** App-level look-ups. */

export const rejectRecommendation = () => get('app/isRejectRecommendation', {});

export const downloadAddress = () => get('app-download/getAddress', {});
