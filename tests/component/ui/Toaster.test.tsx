import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from '../../../src/ui/Toaster.tsx';
import { clearToasts, dismissToast, showToast, toasts } from '../../../src/ui/toast-store.ts';

afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

function renderToaster() {
  return render(<Toaster label="Notification" regionLabel="Notifications ({hotkey})" />);
}

describe('showToast', () => {
  it('shows the message in the notifications region and announces it', async () => {
    renderToaster();
    act(() => {
      showToast('Copied');
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect((await screen.findByText('Copied')).closest('[role="region"]')).toBe(region);
    // Radix fills its visually hidden live region one frame later, prefixed with the label.
    const announcement = await screen.findByRole('status');
    await waitFor(() => expect(announcement.textContent).toBe('Notification Copied'));
    expect(announcement.getAttribute('aria-live')).toBe('polite');
  });

  it('announces errors assertively', async () => {
    renderToaster();
    act(() => {
      showToast('Token expired, Please login again', { kind: 'error' });
    });
    const announcement = await screen.findByRole('status');
    expect(announcement.getAttribute('aria-live')).toBe('assertive');
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
    expect(screen.getByText('Exited successfully')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Exited successfully')).toBeNull();
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
