import { useState } from 'react';
import { setLanguage, useLanguage, useT, type Lang } from '../../i18n/i18n.ts';
import { goBack } from '../../routing/hash-location.ts';
import { PATHS, type ScreenProps } from '../../routing/routes.ts';
import { market } from '../../store/market.ts';
import { Page } from '../../ui/Page.tsx';
import { RadioList } from '../../ui/RadioList.tsx';
import { showToast } from '../../ui/toast-store.ts';

/** The market's languages; the choice is remembered and sent to the server in the `lang` header. */
export default function LanguageScreen({ title }: ScreenProps) {
  const t = useT();
  const current = useLanguage();
  // The choice shows at once; the other language's texts may still be downloading (first switch only).
  const [chosen, setChosen] = useState<Lang | null>(null);
  const choose = (lang: Lang) => {
    if (lang === (chosen ?? current)) return;
    setChosen(lang);
    setLanguage(lang).then(
      () => {
        setChosen(null);
        showToast(t('language.changed'), { kind: 'success' });
      },
      () => {
        // Without a connection nothing changes, and the borrower is told why.
        setChosen(null);
        showToast(t('errors.network'), { kind: 'error' });
      },
    );
  };
  const languages = market.languages.filter((l): l is Lang => l === 'en' || l === 'sw');
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.me)} backLabel={t('common.back')}>
      <RadioList
        legend={t(title)}
        name="language"
        value={chosen ?? current}
        onChange={(value) => choose(value as Lang)}
        options={languages.map((lang) => ({ value: lang, label: t(`language.${lang}`), lang }))}
      />
    </Page>
  );
}
