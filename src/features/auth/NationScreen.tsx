import { useSnapshot } from 'valtio';
import { countryCodes } from '../../api/country.ts';
import { useRequest } from '../../lib/useRequest.ts';
import { useT } from '../../i18n/i18n.ts';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { Page } from '../../ui/Page.tsx';
import { RadioList } from '../../ui/RadioList.tsx';
import { authDraft } from '../../store/auth-draft.ts';

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
        <RadioList
          legend={t(title)}
          name="callingCode"
          state={countries.state === 'loading' ? 'loading' : 'ready'}
          value={callingCode}
          onChange={chooseCallingCode}
          options={(countries.data ?? []).map((country) => ({
            value: country.callingCode,
            label: country.name,
            lead: country.flag,
            trailing: `+${country.callingCode}`,
          }))}
        />
      )}
    </Page>
  );
}
