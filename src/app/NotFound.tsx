import { useT } from '../i18n/i18n.ts';
import { PATHS } from '../routing/routes.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Page } from '../ui/Page.tsx';

export function NotFound() {
  const t = useT();
  return (
    <Page title={t('screens.notFoundTitle')}>
      <EmptyState
        title={t('screens.notFoundTitle')}
        body={t('screens.notFoundBody')}
        action={<Button href={`#${PATHS.home}`}>{t('screens.goHome')}</Button>}
      />
    </Page>
  );
}
