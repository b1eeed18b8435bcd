import promoTexts from '../../i18n/sections/promo.ts';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { EntryCard } from './EntryCard.tsx';
import { PromoAction, PromoPage } from './PromoPage.tsx';

/**
 * `/yx3`: the mobile-number entry. A new number goes on to registration with the number filled in, a
 * registered one is told to log in. A borrower already logged in goes on to the offer.
 */
export default function Yx3Screen({ title }: ScreenProps) {
  const t = useT(promoTexts);
  const { token } = useSnapshot(session);
  return (
    <PromoPage title={title} back>
      {token ? (
        <PromoAction>
          <Button block href={`#${PATHS.yx2ConfirmBorrow}`}>
            {t('promo.seeOffer')}
          </Button>
        </PromoAction>
      ) : (
        <EntryCard />
      )}
    </PromoPage>
  );
}
