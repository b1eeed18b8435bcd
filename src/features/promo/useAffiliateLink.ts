import { useState } from 'react';
import { currentLocation, useQuery } from '../../routing/hash-location.ts';
import { setAffiliateId } from '../../store/device.ts';

/**
 * Takes the affiliate id of the promotion link (`#/yx1?afid=…`) into the device store as the screen first
 * renders, before any of its requests: from then on every request carries it in the `afid` header
 * (src/api/http.ts). A link without one keeps the id already stored; inside the native app boot may
 * replace it with the app's own (src/app/boot.ts: the install's attribution wins).
 */
export function useAffiliateLink(): void {
  const { afid } = useQuery();
  // Once per mount, during the first render: an effect would run after the screen's first requests.
  useState(() => {
    const kept = setAffiliateId(afid);
    // The funnel's promotion landing (issue 25); sent once per page and id however often this runs.
    if (kept) {
      const route = currentLocation().split('?')[0] ?? '';
      void import('../../telemetry/funnel.ts').then(({ trackLanding }) => trackLanding(route, afid));
    }
    return kept;
  });
}
