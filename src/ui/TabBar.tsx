import type { ReactNode } from 'react';
import styles from './TabBar.module.css';

export type TabBarItem = {
  /** A hash route, e.g. `#/records`. */
  href: string;
  label: string;
  icon: ReactNode;
  active: boolean;
};

export type TabBarProps = {
  items: TabBarItem[];
  /** Name of the navigation landmark (e.g. t('tabs.label') = 'Main'). */
  label: string;
};

/** Bottom navigation: plain links, so the hash router, long-press and screen readers all just work. */
export function TabBar({ items, label }: TabBarProps) {
  return (
    <nav className={styles.bar} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href} className={styles.item}>
            <a
              href={item.href}
              className={styles.link}
              aria-current={item.active ? 'page' : undefined}
              data-state={item.active ? 'active' : 'inactive'}
            >
              {item.icon}
              <span className={styles.label}>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
