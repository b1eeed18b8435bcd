import formsCommonTexts from '../../i18n/sections/forms-common.ts';
import kycTexts from '../../i18n/sections/kyc.ts';
import meTexts from '../../i18n/sections/me.ts';
import { useSnapshot } from 'valtio';
import { getUserInfo } from '../../api/security.ts';
import type { LoanStep } from '../../contract/entities.ts';
import type { FormValues } from '../../api/user.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { loadDefinition } from '../../forms/load.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { type KeysOf, useT } from '../../i18n/i18n.ts';
import { routeByStep } from '../../loan/steps.ts';
import { currentLocation, goBack, navigate } from '../../routing/hash-location.ts';
import { PATHS, withQuery, type ScreenId, type ScreenProps } from '../../routing/routes.ts';
import { preloadScreen } from '../../routing/preload.ts';
import { session } from '../../store/session.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { showToast } from '../../store/toasts.ts';
import styles from './kyc.module.css';

export interface KycFormScreenProps extends ScreenProps {
  /** The form in schemas/<market>/ this screen shows. */
  form: 'personal' | 'work' | 'questionnaire';
  intro: KeysOf<typeof kycTexts>;
  submitLabel: KeysOf<typeof formsCommonTexts>;
  save: (values: FormValues) => Promise<LoanStep>;
  /** The screen that usually follows: its code downloads while the save is on its way. */
  next: ScreenId;
  /** The form of that screen, if it has one: downloaded alongside it. */
  nextForm?: KycFormScreenProps['form'];
}

/**
 * A loan-application step: the borrower's saved answers from the server (their draft on this phone on
 * top), the schema form, and after a successful save the screen of the step code the server returns.
 */
export function KycFormScreen({ title, form, intro, submitLabel, save, next, nextForm }: KycFormScreenProps) {
  const t = useT(kycTexts, meTexts, formsCommonTexts);
  const { token, userInfo } = useSnapshot(session);
  const saved = useRequest(() => (token ? getUserInfo() : Promise.resolve(null)), [token]);

  const onSubmit = async (values: FormValues) => {
    // Fetched alongside the save, not after it: a connection lost right after a successful save must not
    // leave the borrower on "The screen failed to load".
    preloadScreen(next);
    if (nextForm) loadDefinition(nextForm).catch(() => undefined); // its screen offers a retry
    const step = await save(values);
    showToast(t('forms.common.saved'), { kind: 'success' });
    if (!routeByStep(step.stepCode, step.query, navigate)) navigate(PATHS.home);
  };

  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      {!token ? (
        // Not every application page is guarded (spec section 2): without an account, log in first.
        <EmptyState
          title={t('me.greetingGuest')}
          body={t('me.guestBody')}
          action={
            <Button block onClick={() => navigate(withQuery(PATHS.login, { redirect: currentLocation() }))}>
              {t('home.login')}
            </Button>
          }
        />
      ) : (
        <>
          <p className={styles.intro}>{t(intro)}</p>
          {/* Offline, the form still opens with what was typed on this phone; the toast said why. */}
          {saved.state === 'loading' ? null : (
            <SchemaForm
              name={form}
              initialValues={saved.data?.forms?.[form]}
              user={String(userInfo?.userId ?? 'guest')}
              loginPhone={userInfo?.mobile}
              submitLabel={t(submitLabel)}
              onSubmit={onSubmit}
            />
          )}
        </>
      )}
    </Page>
  );
}
