import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { TabBar } from '../../../src/ui/TabBar.tsx';
import { HomeIcon, MeIcon, RecordsIcon } from '../../../src/ui/icons/nav.tsx';

afterEach(cleanup);

describe('TabBar', () => {
  it('marks only the active tab as the current page', () => {
    render(
      <TabBar
        label="Main"
        items={[
          { href: '#/', label: 'Home', icon: <HomeIcon />, active: false },
          { href: '#/records', label: 'Records', icon: <RecordsIcon />, active: true },
          { href: '#/me', label: 'Me', icon: <MeIcon />, active: false },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Records', 'Me']);
    expect(within(nav).getByRole('link', { name: 'Records' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Records' }).getAttribute('href')).toBe('#/records');
    expect(within(nav).getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
    expect(within(nav).getByRole('link', { name: 'Me' }).hasAttribute('aria-current')).toBe(false);
  });
});
