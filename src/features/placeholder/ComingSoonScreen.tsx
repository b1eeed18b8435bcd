import { useT } from '../../i18n/i18n.ts';
import { goBack } from '../../routing/hash-location.ts';
import type { ScreenProps } from '../../routing/routes.ts';
import { ComingSoon } from '../../ui/ComingSoon.tsx';
import { Page } from '../../ui/Page.tsx';

/** Routed screens that later issues build: the route, redirect and guard already work. */
export default function ComingSoonScreen({ title }: ScreenProps) {
  const t = useT();
  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      <ComingSoon title={t('screens.comingSoonTitle')} body={t('screens.comingSoonBody')} />
    </Page>
  );
}
