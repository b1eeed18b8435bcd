import { en } from '../../helpers/texts.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import { RETRY_EVERY_MS } from '../../../src/lib/reconnect.ts';
import { LoadFailed } from '../../../src/ui/LoadFailed.tsx';
import { retryingLazy } from '../../../src/ui/retrying-lazy.tsx';

/** The phone's connection as the browser reports it (navigator.onLine and the online event). */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  if (online) dispatchEvent(new Event('online'));
  else dispatchEvent(new Event('offline'));
}

const Screen = ({ name }: { name: string }) => <h1>{name}</h1>;
const loaded = { default: Screen };
const chunkError = () => new TypeError('Failed to fetch dynamically imported module');
const Broken: ComponentType<{ name: string }> = () => {
  throw new Error('bug');
};
type Loader = () => Promise<{ default: typeof Screen }>;

/** The shell's own boundary: what reaches it is not a failed download. */
class Outer extends Component<{ children: ReactNode }, { error: string | null }> {
  constructor(props: { children: ReactNode }) {
    super(props);
    this.state = { error: null };
  }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>crashed: {this.state.error}</p> : this.props.children;
  }
}

function show(Lazy: ReturnType<typeof retryingLazy<{ name: string }>>) {
  return render(
    <Outer>
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Records" />
      </Suspense>
    </Outer>,
  );
}

/**
 * Drawn after the panel in the same pass: the phone comes back online (its event already gone) between
 * the panel's paint and its effects, as on a slow phone; no event is sent after this.
 */
const BackOnline = () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  return null;
};

beforeEach(() => {
  setLanguage('en');
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports caught errors
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  setOnline(true);
});

describe('retryingLazy', () => {
  it('offline: says so, then draws the component by itself on the online event, loading it once more', async () => {
    setOnline(false);
    const load = vi.fn<Loader>().mockRejectedValueOnce(chunkError()).mockResolvedValue(loaded);
    show(retryingLazy(load));
    expect(await screen.findByRole('heading', { name: en.screens.offlineTitle })).toBeInTheDocument();
    expect(screen.getByText(en.screens.offlineBody)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Records' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an online event that came before the panel listened is not missed: the connection back is tried at once', async () => {
    setOnline(false);
    const retry = vi.fn(() => Promise.resolve());
    render(
      <>
        <LoadFailed retry={retry} />
        <BackOnline />
      </>,
    );
    await vi.waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
  });

  it('keeps saying so while the retry fails, and loads at a tap on Try again', async () => {
    const load = vi.fn<Loader>().mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError());
    load.mockResolvedValue(loaded);
    show(retryingLazy(load));
    // Online but the file did not come: the other text.
    expect(await screen.findByRole('heading', { name: en.screens.loadFailedTitle })).toBeInTheDocument();
    act(() => setOnline(true)); // the second try fails too
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: en.common.retry })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: en.screens.loadFailedTitle })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('heading', { name: 'Records' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries again on a timer when no online event comes (a network that came good by itself)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn<Loader>().mockRejectedValueOnce(chunkError()).mockResolvedValue(loaded);
    show(retryingLazy(load));
    expect(await screen.findByRole('heading', { name: en.screens.loadFailedTitle })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RETRY_EVERY_MS));
    expect(await screen.findByRole('heading', { name: 'Records' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a later mount after recovery draws the component at once, without loading again', async () => {
    const load = vi.fn<Loader>().mockRejectedValueOnce(chunkError()).mockResolvedValue(loaded);
    const Lazy = retryingLazy(load);
    const first = show(Lazy);
    await userEvent.click(await screen.findByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('heading', { name: 'Records' })).toBeInTheDocument();
    first.unmount();
    show(Lazy);
    expect(await screen.findByRole('heading', { name: 'Records' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a component that throws while drawing is not a failed download: it goes to the boundary above', async () => {
    show(retryingLazy(() => Promise.resolve({ default: Broken })));
    expect(await screen.findByText('crashed: bug')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: en.screens.loadFailedTitle })).not.toBeInTheDocument();
  });

  it('a part of a screen says so in a line of its own', async () => {
    setOnline(false);
    const load = vi.fn<Loader>().mockRejectedValueOnce(chunkError()).mockResolvedValue(loaded);
    show(retryingLazy(load, 'part'));
    expect(await screen.findByText(en.screens.partOffline)).toBeInTheDocument();
    act(() => setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Records' })).toBeInTheDocument();
  });
});
