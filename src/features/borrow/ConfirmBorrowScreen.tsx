import texts from '../../i18n/sections/borrow.ts';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n.ts';
import { goBack, useQuery } from '../../routing/hash-location.ts';
import type { ScreenProps } from '../../routing/routes.ts';
import { session } from '../../store/session.ts';
import { Page } from '../../ui/Page.tsx';
import { ApplyPanel } from './ApplyPanel.tsx';
import { DrawPanel } from './DrawPanel.tsx';
import { LoginFirst } from '../../loan-ui/LoginFirst.tsx';

/**
 * Confirm borrow (steps 14 and 18): before applying, the borrower picks an amount and sees every figure
 * from the server; once approved (an `orderNo` in the query), they take the money.
 */
export default function ConfirmBorrowScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const { token } = useSnapshot(session);
  const { orderNo, productId } = useQuery();
  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      {!token ? (
        <LoginFirst />
      ) : orderNo ? (
        <DrawPanel orderNo={orderNo} />
      ) : (
        <ApplyPanel productId={productId} />
      )}
    </Page>
  );
}
