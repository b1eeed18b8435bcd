import texts from '../../i18n/sections/rating.ts';
import { useEffect, useState } from 'react';
import { snapshot } from 'valtio/vanilla';
import { openStorePage } from '../../bridge/actions.ts';
import { isInApp } from '../../bridge/bridge.ts';
import { useT } from '../../i18n/i18n.ts';
import { device, setPopEvaluate } from '../../store/device.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { showToast } from '../../store/toasts.ts';
import {
  asked,
  nowSeconds,
  rated,
  RATING_CHECK_DELAY_MS,
  shouldAsk,
  type RatedOrder,
} from '../../loan/rating/rating-rule.ts';

/**
 * The rating popup, mounted by Home for a logged-in borrower with the latest order Home's own data carries
 * (`portal/homepage/data`: no second call). It shows when rating-rule.ts says so, RATING_CHECK_DELAY_MS
 * after Home opens. 'Rate now' opens the store page of the app's package (device store) through the
 * native bridge's `toGooglePlayer`; in a plain browser it opens the Google Play web page in a new tab (the
 * bridge action's web fallback), which the popup says beforehand. 'Later', Escape or a tap outside start
 * the interval again.
 */
export default function RatingPopup({ latest }: { latest: RatedOrder }) {
  const t = useT(texts);
  const [order, setOrder] = useState<RatedOrder | null>(null);
  const [opening, setOpening] = useState(false);
  const { orderNo, state } = latest;

  useEffect(() => {
    // Home's first paint and calls go first: a nice-to-have must not disturb them.
    const timer = setTimeout(() => {
      if (!shouldAsk(snapshot(device.popEvaluate), { orderNo, state }, nowSeconds())) return;
      // Recorded as it shows: a reload or a second tab does not ask again.
      setPopEvaluate(asked(orderNo, nowSeconds()));
      setOrder({ orderNo, state });
    }, RATING_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [orderNo, state]);

  const later = () => {
    setPopEvaluate({ popupTime: nowSeconds() });
    setOrder(null);
  };

  const rateNow = async () => {
    setOpening(true);
    try {
      await openStorePage(device.packageName);
      setPopEvaluate(rated(nowSeconds()));
      setOrder(null);
    } catch {
      // The app did not open the store (refused or no answer): the borrower may try again or say later.
      showToast(t('rating.openFailed'), { kind: 'error' });
    } finally {
      setOpening(false);
    }
  };

  const app = device.appName;
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) later();
      }}
      title={t('rating.title', { app })}
      description={t('rating.body', { app })}
      actions={
        <>
          <Button variant="secondary" onClick={later}>
            {t('rating.later')}
          </Button>
          <Button loading={opening} onClick={() => void rateNow()}>
            {t('rating.rateNow')}
          </Button>
        </>
      }
    >
      {isInApp() ? null : <p data-testid="rating-browser-note">{t('rating.browserNote')}</p>}
    </Dialog>
  );
}
