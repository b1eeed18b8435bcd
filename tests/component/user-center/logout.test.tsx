import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decrypt } from '../../../sandbox/cipher.ts';
import { device } from '../../../src/store/device.ts';
import SettingsScreen from '../../../src/features/user-center/SettingsScreen.tsx';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import { resetStores } from '../../../src/store/persist.ts';
import { session, setSession } from '../../../src/store/session.ts';
import { toasts } from '../../../src/store/toasts.ts';
import { renderScreen } from '../../helpers/render-screen.tsx';

beforeEach(() => {
  resetStores();
  setLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function logOutThroughTheDialog(): Promise<void> {
  renderScreen(<SettingsScreen title="settings.title" />, { keepStores: true });
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(session.token).toBe(''));
}

describe('logging out from settings', () => {
  it("clears the session and the form drafts, and says 'Exited successfully'", async () => {
    setSession('tok', null);
    localStorage.setItem('tzloan:draft:7:tz:personal', '{"values":{"firstName":"Amani"}}');
    localStorage.setItem('tzloan:device', '{"afid":"kept"}');
    renderScreen(<SettingsScreen title="settings.title" />, { keepStores: true });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(session.token).toBe(''));
    expect(localStorage.getItem('tzloan:draft:7:tz:personal')).toBeNull();
    expect(localStorage.getItem('tzloan:device')).not.toBeNull();
    expect(toasts.map((t) => t.message)).toContain('Exited successfully');
    expect(window.location.hash).toBe('#/me');
  });

  it('tells the server, with the token it ends, so a copy of that token stops working (issue 27)', async () => {
    const sent: Array<{ path: string; auth: string | null }> = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      const segment = new URL(url, 'http://app.invalid').pathname.split('/').pop() ?? '';
      sent.push({
        path: decrypt(segment, device.packageName),
        auth: new Headers(init.headers).get('authorization'),
      });
      return Promise.resolve(new Response('{"code":0,"data":null,"msg":"ok"}', { status: 200 }));
    });
    setSession('tok', null);
    await logOutThroughTheDialog();
    await waitFor(() => expect(sent).toEqual([{ path: 'security/logout', auth: 'Bearer tok' }]));
  });

  it('logs out all the same, saying nothing more, when that call cannot reach the server', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    setSession('tok', null);
    await logOutThroughTheDialog();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toasts.map((t) => t.message)).toEqual(['Exited successfully']);
  });
});
