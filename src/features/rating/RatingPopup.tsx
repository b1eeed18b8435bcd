import texts from 'virtual:screen-texts/rating';
import { useEffect, useState } from 'react';
import { snapshot } from 'valtio/vanilla';
import { latestOrder } from '../../api/portal.ts';
import { openStorePage } from '../../bridge/actions.ts';
import { isInApp } from '../../bridge/bridge.ts';
import { addTexts, useT } from '../../i18n/i18n.ts';
import { device, setPopEvaluate } from '../../store/device.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { showToast } from '../../ui/toast-store.ts';
import {
  asked,
  mayAskSoon,
  rated,
  RATING_CHECK_DELAY_MS,
  shouldAsk,
  type RatedOrder,
} from './rating-rule.ts';

addTexts(texts);

const nowS = () => Math.floor(Date.now() / 1000);

/**
 * The rating popup, mounted by the app shell on Home for a logged-in borrower (src/app/App.tsx). It asks
 * the server for the latest order only when the pop-evaluate record allows asking at all, and shows when
 * rating-rule.ts says so. 'Rate now' opens the store page of the app's package (device store) through
 * the native bridge's `toGooglePlayer`; in a plain browser it opens the Google Play web page in a new tab
 * (the bridge action's web fallback), which the popup says beforehand. 'Later', Escape or a tap outside
 * start the interval again.
 */
export default function RatingPopup() {
  const t = useT();
  const [order, setOrder] = useState<RatedOrder | null>(null);
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (!mayAskSoon(snapshot(device.popEvaluate), nowS())) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      // In the background and without a business toast: a nice-to-have must not disturb Home.
      latestOrder({ background: true, quiet: true }).then(
        (latest) => {
          if (!live || !latest || !shouldAsk(snapshot(device.popEvaluate), latest, nowS())) return;
          // Recorded as it shows: a reload or a second tab does not ask again.
          setPopEvaluate(asked(latest.orderNo, nowS()));
          setOrder({ orderNo: latest.orderNo, state: latest.state });
        },
        () => undefined,
      );
    }, RATING_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  const later = () => {
    setPopEvaluate({ popupTime: nowS() });
    setOrder(null);
  };

  const rateNow = async () => {
    setOpening(true);
    try {
      await openStorePage(device.packageName);
      setPopEvaluate(rated(nowS()));
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
