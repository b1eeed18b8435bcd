import { useT } from '../i18n/i18n.ts';
import { PATHS } from '../routing/routes.ts';
import { HomeIcon, MeIcon, RecordsIcon } from '../ui/icons/nav.tsx';
import { TabBar } from '../ui/TabBar.tsx';

const TABS = [
  { path: PATHS.home, label: 'tabs.home', Icon: HomeIcon },
  { path: PATHS.records, label: 'tabs.records', Icon: RecordsIcon },
  { path: PATHS.me, label: 'tabs.me', Icon: MeIcon },
] as const;

/** Bottom tabs Home / Records / Me (Nyumbani / Rekodi / Mimi). */
export function AppTabs({ path }: { path: string }) {
  const t = useT();
  return (
    <TabBar
      label={t('tabs.label')}
      items={TABS.map(({ path: to, label, Icon }) => ({
        href: `#${to}`,
        label: t(label),
        icon: <Icon />,
        active: path === to,
      }))}
    />
  );
}
