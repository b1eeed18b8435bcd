import type { ComponentType } from 'react';
import { useT } from '../i18n/i18n.ts';
import { ROUTES, type ScreenId, type SCREENS } from '../routing/routes.ts';
import { HomeIcon, MeIcon, RecordsIcon } from '../ui/icons/nav.tsx';
import { TabBar } from '../ui/TabBar.tsx';

/** The screens the registry (src/routing/routes.ts) makes tabs: each needs its drawing here. */
type TabScreen = { [K in ScreenId]: (typeof SCREENS)[K] extends { tabs: string } ? K : never }[ScreenId];
const ICONS: Record<TabScreen, ComponentType> = { home: HomeIcon, records: RecordsIcon, me: MeIcon };

const TABS = ROUTES.filter((route) => route.tabs);

/** Bottom tabs Home / Records / Me (Nyumbani / Rekodi / Mimi), in the order of the registry. */
export function AppTabs({ path }: { path: string }) {
  const t = useT();
  return (
    <TabBar
      label={t('tabs.label')}
      items={TABS.map(({ path: to, tabs, screen }) => {
        const Icon = ICONS[screen as TabScreen];
        return { href: `#${to}`, label: t(tabs!), icon: <Icon />, active: path === to };
      })}
    />
  );
}
