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
  const choose = (lang: Lang) => {
    if (lang === current) return;
    // The other language's texts download on the first switch; without a connection nothing changes.
    setLanguage(lang).then(
      () => showToast(t('language.changed'), { kind: 'success' }),
      () => showToast(t('errors.network'), { kind: 'error' }),
    );
  };
  const languages = market.languages.filter((l): l is Lang => l === 'en' || l === 'sw');
  return (
    <Page title={t(title)} onBack={() => goBack(PATHS.me)} backLabel={t('common.back')}>
      <RadioList
        legend={t(title)}
        name="language"
        value={current}
        onChange={(value) => choose(value as Lang)}
        options={languages.map((lang) => ({ value: lang, label: t(`language.${lang}`), lang }))}
      />
    </Page>
  );
}
