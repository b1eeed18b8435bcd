import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import SettingsScreen from '../../../src/features/user-center/SettingsScreen.tsx';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import { resetStores } from '../../../src/store/persist.ts';
import { session, setSession } from '../../../src/store/session.ts';
import { toasts } from '../../../src/ui/toast-store.ts';

beforeEach(() => {
  resetStores();
  setLanguage('en');
});

describe('logging out from settings', () => {
  it("clears the session and the form drafts, and says 'Exited successfully'", async () => {
    setSession('tok', null);
    localStorage.setItem('tzloan:draft:7:tz:personal', '{"values":{"firstName":"Amani"}}');
    localStorage.setItem('tzloan:device', '{"afid":"kept"}');
    render(<SettingsScreen title="settings.title" />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(session.token).toBe(''));
    expect(localStorage.getItem('tzloan:draft:7:tz:personal')).toBeNull();
    expect(localStorage.getItem('tzloan:device')).not.toBeNull();
    expect(toasts.map((t) => t.message)).toContain('Exited successfully');
    expect(window.location.hash).toBe('#/me');
  });
});
