import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountdownButton } from '../../../src/ui/CountdownButton.tsx';

beforeEach(() => {
  // Testing Library waits on a real zero-delay timeout after each event; letting fake time follow
  // real time (a few ms per test) lets that through without blurring whole seconds.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const countdownLabel = (s: number) => `Resend in ${s} s`;

function setup(onClick: () => unknown) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<CountdownButton label="Get code" countdownLabel={countdownLabel} seconds={60} onClick={onClick} />);
  return user;
}

describe('CountdownButton', () => {
  it('counts down after the request succeeds, then can be used again', async () => {
    const onClick = vi.fn(() => Promise.resolve());
    const user = setup(onClick);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onClick).toHaveBeenCalledOnce();

    await act(() => vi.advanceTimersByTimeAsync(0));
    const counting = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend in 60 s' });
    expect(counting.disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    const again = screen.getByRole<HTMLButtonElement>('button', { name: 'Get code' });
    expect(again.disabled).toBe(false);
  });

  it('stays ready when the request fails', async () => {
    const user = setup(() => Promise.reject(new Error('network')));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Get code' });
    expect(button.disabled).toBe(false);
  });

  it("counts down the server's seconds when onClick resolves a number (issue 27)", async () => {
    const user = setup(() => Promise.resolve(42));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Resend in 42 s' })).toBeInTheDocument();
  });

  it('stays ready when onClick returns false', async () => {
    const user = setup(() => false);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Get code' }).disabled).toBe(false);
  });

  it('shows a busy button while the request is on its way', async () => {
    let resolve: (() => void) | undefined;
    const user = setup(() => new Promise<void>((done) => (resolve = done)));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Get code' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.disabled).toBe(true);
    await act(async () => resolve?.());
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeInTheDocument();
  });
});
