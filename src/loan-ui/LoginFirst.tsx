import meTexts from '../i18n/sections/me.ts';
import { useT } from '../i18n/i18n.ts';
import { currentLocation, navigate } from '../routing/hash-location.ts';
import { PATHS, withQuery } from '../routing/routes.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';

/** A visitor on a loan or payment screen the spec does not guard: log in first, then come back to the same link. */
export function LoginFirst() {
  const t = useT(meTexts);
  return (
    <EmptyState
      title={t('me.greetingGuest')}
      body={t('me.guestBody')}
      action={
        <Button block onClick={() => navigate(withQuery(PATHS.login, { redirect: currentLocation() }))}>
          {t('home.login')}
        </Button>
      }
    />
  );
}
