import { useSnapshot } from 'valtio';
import { countryCodes } from '../../api/country.ts';
import { useRequest } from '../../api/useRequest.ts';
import { useT } from '../../i18n/i18n.ts';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { Page } from '../../ui/Page.tsx';
import { authDraft } from './auth-draft.ts';
import styles from './nation.module.css';

function chooseCallingCode(code: string): void {
  authDraft.callingCode = code;
  goBack(PATHS.login);
}

/** Country calling code picker for the login and register screens. */
export default function NationScreen({ title }: ScreenProps) {
  const t = useT();
  const { callingCode } = useSnapshot(authDraft);
  const countries = useRequest(countryCodes, []);
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.login)} backLabel={t('common.back')}>
      {countries.state === 'failed' ? (
        <ErrorState
          message={t('errors.requestFailed')}
          retryLabel={t('common.retry')}
          onRetry={countries.retry}
        />
      ) : (
        <fieldset className={styles.list} data-state={countries.state}>
          <legend className={styles.legend}>{t(title)}</legend>
          {(countries.data ?? []).map((country) => (
            <label key={country.iso} className={styles.option}>
              <input
                type="radio"
                name="callingCode"
                value={country.callingCode}
                checked={country.callingCode === callingCode}
                onChange={() => chooseCallingCode(country.callingCode)}
              />
              <span aria-hidden="true">{country.flag}</span>
              <span className={styles.name}>{country.name}</span>
              <span className={styles.code}>{`+${country.callingCode}`}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Page>
  );
}
