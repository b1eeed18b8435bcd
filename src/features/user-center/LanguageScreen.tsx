import languageTexts from '../../i18n/sections/language.ts';
import { useState } from 'react';
import {
  type MarketLanguage,
  setLanguage,
  setLanguageWhenOnline,
  useChosenLanguage,
  useT,
} from '../../i18n/i18n.ts';
import { isOffline } from '../../lib/reconnect.ts';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { market } from '../../store/market.ts';
import { Page } from '../../ui/Page.tsx';
import { RadioList } from '../../ui/RadioList.tsx';
import { showToast } from '../../store/toasts.ts';

/**
 * The market's languages, as its data lists them (markets/<id>.json); the choice is remembered and sent to
 * the server in the `lang` header. A language without UI texts shows the UI in English and its own FAQ.
 */
export default function LanguageScreen({ title }: ScreenProps) {
  const t = useT(languageTexts);
  const current = useChosenLanguage();
  // The choice shows at once; the other language's texts may still be downloading (first switch only).
  const [chosen, setChosen] = useState<MarketLanguage | null>(null);
  const choose = (lang: MarketLanguage) => {
    if (lang === (chosen ?? current)) return;
    setChosen(lang);
    const changed = () => {
      setChosen(null);
      showToast(t('language.changed'), { kind: 'success' });
    };
    setLanguage(lang).then(changed, () => {
      setChosen(null);
      if (!isOffline()) {
        showToast(t('errors.network'), { kind: 'error' });
        return;
      }
      // Offline, the other language's texts cannot come yet: the app changes by itself once they can
      // (a newer choice cancels that), and says so now in the language still in force.
      showToast(t('language.whenOnline', { language: t(`language.${lang}`) }), { kind: 'info' });
      setLanguageWhenOnline(lang, () => showToast(t('language.changed'), { kind: 'success' }));
    });
  };
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.me)} backLabel={t('common.back')}>
      <RadioList
        legend={t(title)}
        name="language"
        value={chosen ?? current}
        onChange={(value) => choose(value as MarketLanguage)}
        options={market.languages.map((lang) => ({ value: lang, label: t(`language.${lang}`), lang }))}
      />
    </Page>
  );
}
