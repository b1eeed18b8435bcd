import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from '../../../src/ui/Toaster.tsx';
import { clearToasts, dismissToast, showToast, toasts } from '../../../src/store/toasts.ts';

afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

function renderToaster() {
  return render(<Toaster label="Notifications" />);
}

describe('showToast', () => {
  it('shows the message in the notifications region and announces it', async () => {
    renderToaster();
    act(() => {
      showToast('Copied');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    // The live region was there before the message: that is what makes screen readers announce it.
    const announcement = within(region).getByRole('status');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(announcement.textContent).toBe('Copied'));
  });

  it('announces errors assertively', async () => {
    renderToaster();
    act(() => {
      showToast('Token expired, Please login again', { kind: 'error' });
    });
    const announcement = screen.getByRole('alert');
    expect(announcement.getAttribute('aria-live')).toBe('assertive');
    await waitFor(() => expect(announcement.textContent).toBe('Token expired, Please login again'));
    expect(
      screen.getByText('Token expired, Please login again').closest('[data-kind]')?.getAttribute('data-kind'),
    ).toBe('error');
  });

  it('removes the toast after its duration', async () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      showToast('Exited successfully', { durationMs: 2000 });
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Exited successfully')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Exited successfully')).not.toBeInTheDocument();
    expect(toasts).toHaveLength(0);
  });

  it('does not stack the same message twice, and dismissToast removes it', () => {
    const first = showToast('No data');
    const second = showToast('No data');
    expect(second).toBe(first);
    expect(toasts).toHaveLength(1);
    dismissToast(first);
    expect(toasts).toHaveLength(0);
  });
});
