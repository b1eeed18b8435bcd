import promoTexts from '../../i18n/sections/promo.ts';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { EntryCard } from './EntryCard.tsx';
import { PromoAction, PromoPage } from './PromoPage.tsx';
import { PromoHero, PromoSteps } from './PromoHero.tsx';

/**
 * `/yx2`: the offer with the number entry on the same page (one tap fewer than `/yx1` on a slow phone).
 * A borrower who is logged in gets the button to the promotion's loan confirmation instead.
 */
export default function Yx2Screen({ title }: ScreenProps) {
  const t = useT(promoTexts);
  const { token } = useSnapshot(session);
  return (
    <PromoPage title={title}>
      <PromoHero>
        {token ? (
          <PromoAction>
            <Button block href={`#${PATHS.yx2ConfirmBorrow}`}>
              {t('promo.seeOffer')}
            </Button>
          </PromoAction>
        ) : null}
      </PromoHero>
      {token ? null : <EntryCard />}
      <PromoSteps />
    </PromoPage>
  );
}
