import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { StepCode } from '../../../src/contract/codes.ts';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import { routeByStep } from '../../../src/loan/steps.ts';
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

/** Draws the app and goes to `path`. */
function openAt(path: string) {
  render(<App />);
  go(path);
}

/** Draws the app at `path` and waits for the screen titled `title` to stay there. */
async function opensTitled(path: string, title: string) {
  openAt(path);
  await waitFor(() => expect(document.title).toBe(title));
  expect(window.location.hash).toBe(`#${path}`);
}

beforeEach(() => {
  window.scrollTo = vi.fn(); // the shell scrolls to the top on each navigation; jsdom has no scrolling
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
    openAt('/user_center/settings');
    await waitFor(() => expect(window.location.hash).toBe('#/user/login?redirect=%2Fuser_center%2Fsettings'));
    // The login screen is its own chunk: on a busy machine its first import takes more than a second.
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('follows a redirect before guarding (/auth → personal info → login)', async () => {
    openAt('/auth');
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
    openAt('/user_center/settings');
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
    openAt('/finish_loading');
    await waitFor(() => expect(window.location.hash).toBe('#/user/login?redirect=%2Ffinish_loading'));
  });

  it('shows a guarded page with a token', async () => {
    setSession('tok', null);
    openAt('/user_center/settings');
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
    openAt('/no/such/page');
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

/*
 * Where a person lands: the server's step codes (spec section 2, "Status routing"), the native app's deep
 * links (the spec's paths, misspellings included) and the route guard, seen as the hash and the title the
 * shell shows.
 */
describe('a borrower sent a step code', () => {
  beforeEach(() => setSession('tok', null));

  // The spec's status routing: the code, where it leads and the title the borrower then sees.
  it.each([
    [StepCode.BasicInfo, '/auth/personal_infomation', 'Personal information'],
    [StepCode.Addition, '/auth/additionalInfomation', 'Additional information'],
    [StepCode.IdentityOCR, '/auth/id_card_authentication', 'ID card check'],
    [StepCode.BindCard, '/bank_account/add_bankcard', 'Add wallet account'],
    [StepCode.Confirm, '/borrow/confirm_borrow', 'Confirm loan'],
    [StepCode.GetMoney, '/borrow/confirm_borrow', 'Confirm loan'],
    [StepCode.Overdued, '/repay/repay_detail', 'Repayment'],
    [StepCode.Repaying, '/repay/repay_detail', 'Repayment'],
    [StepCode.Applying, '/auth/review_tips', 'Under review'],
    [StepCode.Lending, '/borrow/lending', 'Disbursing'],
    [StepCode.Question, '/auth/loan_question', 'Credit questionnaire'],
    [StepCode.FinishLoading, '/finish_loading', 'Submitting your loan'],
  ])('code %i lands on %s, titled "%s", with the routing query', async (code, path, title) => {
    render(<App />);
    act(() => {
      expect(routeByStep(code, { orderNo: 'A 1&2', productId: 'p1' }, navigate)).toBe(true);
    });
    await waitFor(() => expect(window.location.hash).toBe(`#${path}?orderNo=A+1%262&productId=p1`));
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });
});

describe('a deep link from the native app', () => {
  beforeEach(() => setSession('tok', null));

  // The spec's spellings are what the native app sends; a corrected spelling would be "Page not found".
  it.each([
    ['/auth/personal_infomation', 'Personal information'],
    ['/auth/additionalInfomation', 'Additional information'],
    ['/repay/exhibition_period_detail', 'Rollover'],
    ['/feedback/feedbackDetail', 'Feedback detail'],
    ['/yx2ConfirmBorrow', 'Confirm loan'],
    ['/convenios', 'Loan renewal agreement'],
    ['/user/nation', 'Country code'],
  ])('%s opens the screen titled "%s"', opensTitled);

  it('to a path the spec does not have shows "Page not found"', async () => {
    openAt('/auth/personal_information');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 2 })).toBeInTheDocument();
    expect(document.title).toBe('Page not found');
  });
});

describe('a visitor without a session', () => {
  // The spec's route guard lists these pages; the parent paths are guarded through their redirects.
  it.each([
    ['/user_center/settings', '/user_center/settings'],
    ['/user_center/about_us', '/user_center/about_us'],
    ['/user_center/customer_services', '/user_center/customer_services'],
    ['/user_center/faq', '/user_center/faq'],
    ['/auth/personal_infomation', '/auth/personal_infomation'],
    ['/bank_account/add_bankcard', '/bank_account/add_bankcard'],
    ['/auth/id_card_authentication', '/auth/id_card_authentication'],
    ['/auth/review_tips', '/auth/review_tips'],
    ['/finish_loading', '/finish_loading'],
    ['/bank_account', '/bank_account/add_bankcard'],
    ['/user_center', '/user_center/settings'],
  ])('opening %s is sent to the login, coming back to %s', async (path, back) => {
    openAt(path);
    await waitFor(() =>
      expect(window.location.hash).toBe(`#/user/login?redirect=${encodeURIComponent(back)}`),
    );
    await waitFor(() => expect(document.title).toBe('Log in'));
  });

  // Pages the spec leaves unguarded open for a visitor (they ask to log in inside, where they need to).
  it.each([
    ['/', 'Home'],
    ['/auth/additionalInfomation', 'Additional information'],
    ['/repay/cashier', 'Cashier'],
    ['/user_center/language', 'Language'],
    ['/user/register', 'Register'],
  ])('opening %s stays there, titled "%s"', opensTitled);
});

describe('the tab bar', () => {
  it.each(['/', '/records', '/me'])('is shown on %s', async (path) => {
    openAt(path);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  it.each([
    ['/user_center/language', 'Language'],
    ['/repay/cashier', 'Cashier'],
    ['/user/login', 'Log in'],
  ])('is not on %s', async (path, title) => {
    await opensTitled(path, title);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});
