import promoTexts from '../../i18n/sections/promo.ts';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { PromoAction, PromoPage } from './PromoPage.tsx';
import { PromoHero, PromoSteps } from './PromoHero.tsx';

/**
 * `/yx1`: the offer and one button. A visitor goes on to the number entry (`/yx3`), a borrower who is
 * logged in straight to the promotion's loan confirmation.
 */
export default function Yx1Screen({ title }: ScreenProps) {
  const t = useT(promoTexts);
  const { token } = useSnapshot(session);
  return (
    <PromoPage title={title}>
      <PromoHero>
        <PromoAction>
          {token ? (
            <Button block href={`#${PATHS.yx2ConfirmBorrow}`}>
              {t('promo.seeOffer')}
            </Button>
          ) : (
            <Button block href={`#${PATHS.yx3}`}>
              {t('promo.start')}
            </Button>
          )}
        </PromoAction>
      </PromoHero>
      <PromoSteps />
    </PromoPage>
  );
}
