import { useSnapshot } from 'valtio';
import { useQuery } from '../../routing/hash-location.ts';
import type { ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { EntryCard } from './EntryCard.tsx';
import { OfferPanel } from './OfferPanel.tsx';
import { PromoAction, PromoPage } from './PromoPage.tsx';

/**
 * `/yx2ConfirmBorrow`: the promotion's loan confirmation. A logged-in borrower sees the promoted product's
 * figures from the server and continues into the normal journey; a visitor first enters their number
 * (registration, or login for a registered number, come back here).
 */
export default function PromoConfirmScreen({ title }: ScreenProps) {
  const { token } = useSnapshot(session);
  const { productId } = useQuery();
  return (
    <PromoPage title={title} back>
      {token ? (
        <PromoAction>
          <OfferPanel productId={productId} />
        </PromoAction>
      ) : (
        <EntryCard />
      )}
    </PromoPage>
  );
}
