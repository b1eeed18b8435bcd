import authTexts from '../../i18n/sections/auth.ts';
import { goBack } from '../../routing/hash-location.ts';
import type { ScreenProps } from '../../routing/routes.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import styles from './auth.module.css';
import { useAuthNavigation } from './auth-navigation.ts';
import { MobileAuthForm } from './MobileAuthForm.tsx';

export default function LoginScreen({ title }: ScreenProps) {
  const t = useT(authTexts);
  const nav = useAuthNavigation();
  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      <p className={styles.intro}>{t('auth.welcome')}</p>
      <MobileAuthForm mode="login" onDone={nav.done} onDetour={nav.detour} />
      <div className={styles.switch}>
        <Button variant="text" href={`#${nav.other('register')}`}>
          {t('auth.toRegister')}
        </Button>
      </div>
    </Page>
  );
}
