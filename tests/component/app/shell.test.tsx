import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import { navigate } from '../../../src/routing/hash-location.ts';
import { resetStores } from '../../../src/store/persist.ts';
import { session, setSession } from '../../../src/store/session.ts';

// The screens call the server; here only the shell is under test.
vi.mock('../../../src/api/http.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  get: vi.fn(() => new Promise(() => undefined)),
  post: vi.fn(() => new Promise(() => undefined)),
}));

function go(to: string) {
  act(() => navigate(to));
}

beforeEach(() => {
  resetStores();
  setLanguage('en');
  window.location.hash = '#/';
});
afterEach(() => {
  delete window.JSBridge;
  delete window.onNativeResult;
});

describe('app shell', () => {
  it('draws Home in its first render, with no loading fallback in between', () => {
    // Home is not a lazy screen (src/app/screens.ts): React holds a lazy screen's reveal back for up to
    // 300 ms after its fallback, and Home's data calls start only when it mounts.
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('sends a guarded page to the web login without a token, keeping where the user wanted to go', async () => {
    render(<App />);
    go('/user_center/settings');
    await waitFor(() => expect(window.location.hash).toBe('#/user/login?redirect=%2Fuser_center%2Fsettings'));
    // The login screen is its own chunk: on a busy machine its first import takes more than a second.
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('follows a redirect before guarding (/auth → personal info → login)', async () => {
    render(<App />);
    go('/auth');
    await waitFor(() =>
      expect(window.location.hash).toBe('#/user/login?redirect=%2Fauth%2Fpersonal_infomation'),
    );
  });

  it('redirects /borrow, /repay and /user home, /feedback to its list', async () => {
    render(<App />);
    for (const [from, to] of [
      ['/borrow', '#/'],
      ['/repay', '#/'],
      ['/user', '#/'],
      ['/feedback', '#/feedback/feedback_list'],
    ] as const) {
      go(from);
      await waitFor(() => expect(window.location.hash).toBe(to));
    }
  });

  it('asks the native app to log in first, and stays when it does', async () => {
    const posted: string[] = [];
    window.JSBridge = {
      postMessage(message: string) {
        posted.push(message);
        const { id, action } = JSON.parse(message) as { id: string; action: string };
        const data = action === 'login' ? { token: 'native-token' } : null;
        setTimeout(() => window.onNativeResult?.(id, JSON.stringify({ ok: true, data })), 0);
      },
    };
    render(<App />);
    go('/user_center/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(session.token).toBe('native-token');
    expect(posted.some((m) => m.includes('"action":"login"'))).toBe(true);
    expect(window.location.hash).toBe('#/user_center/settings');
  });

  it('falls back to the web login when the native login fails', async () => {
    window.JSBridge = {
      postMessage(message: string) {
        const { id } = JSON.parse(message) as { id: string };
        setTimeout(() => window.onNativeResult?.(id, JSON.stringify({ ok: false, error: 'cancelled' })), 0);
      },
    };
    render(<App />);
    go('/finish_loading');
    await waitFor(() => expect(window.location.hash).toBe('#/user/login?redirect=%2Ffinish_loading'));
  });

  it('shows a guarded page with a token', async () => {
    setSession('tok', null);
    render(<App />);
    go('/user_center/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('shows tabs Home / Records / Me on the tab pages, in Kiswahili too', async () => {
    render(<App />);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(nav.textContent).toBe('HomeRecordsMe');
    act(() => {
      void setLanguage('sw');
    });
    await waitFor(() => expect(nav.textContent).toBe('NyumbaniRekodiMimi'));
    go('/user/login');
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
  });

  it('has a not-found screen', async () => {
    render(<App />);
    go('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 2 })).toBeInTheDocument();
  });

  it('scrolls to the top on every navigation', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    render(<App />);
    scrollTo.mockClear();
    go('/me');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
