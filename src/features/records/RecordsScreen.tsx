import { useT } from '../../i18n/i18n.ts';
import type { ScreenProps } from '../../routing/routes.ts';
import { ComingSoon } from '../../ui/ComingSoon.tsx';
import { Page } from '../../ui/Page.tsx';

/** The records tab: loan records arrive with the loan issues. */
export default function RecordsScreen({ title }: ScreenProps) {
  const t = useT();
  return (
    <Page title={t(title)} withTabBar>
      <ComingSoon title={t('screens.comingSoonTitle')} body={t('screens.comingSoonBody')} />
    </Page>
  );
}
