import languageTexts from '../../i18n/sections/language.ts';
import settingsTexts from '../../i18n/sections/settings.ts';
import { useState } from 'react';
import { logoutOnServer } from '../../api/security.ts';
import { nativeLogout } from '../../bridge/actions.ts';
import { useChosenLanguage, useT } from '../../i18n/i18n.ts';
import { goBack, navigate } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { logOut, session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Cell } from '../../ui/Cell.tsx';
import { CellGroup } from '../../ui/CellGroup.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { DeleteIcon, GlobeIcon, LogoutIcon } from '../../ui/icons/menu.tsx';
import { Page } from '../../ui/Page.tsx';
import { showToast } from '../../store/toasts.ts';

/** Settings: language, logging out (with 'Exited successfully'), and the way to delete the account. */
export default function SettingsScreen({ title }: ScreenProps) {
  const t = useT(languageTexts, settingsTexts);
  // The language the borrower chose, also one without UI texts of its own (shown in English).
  const lang = useChosenLanguage();
  const [confirming, setConfirming] = useState(false);

  const logout = () => {
    setConfirming(false);
    const token = session.token;
    logOut();
    logoutOnServer(token);
    void nativeLogout();
    showToast(t('settings.exited'), { kind: 'success' });
    navigate(PATHS.me, { replace: true });
  };

  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.me)} backLabel={t('common.back')}>
      <CellGroup>
        <Cell
          icon={<GlobeIcon />}
          label={t('settings.language')}
          value={t(`language.${lang}`)}
          href={`#${PATHS.language}`}
        />
      </CellGroup>
      <CellGroup>
        <Cell
          icon={<LogoutIcon />}
          label={t('settings.logout')}
          tone="danger"
          onClick={() => setConfirming(true)}
        />
        <Cell
          icon={<DeleteIcon />}
          label={t('settings.deleteAccount')}
          tone="danger"
          href={`#${PATHS.deleteAccount}`}
        />
      </CellGroup>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.logoutConfirmTitle')}
        description={t('settings.logoutConfirmBody')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={logout}>{t('settings.logout')}</Button>
          </>
        }
      />
    </Page>
  );
}
