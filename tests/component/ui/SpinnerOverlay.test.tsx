import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SPINNER_DELAY_MS, SpinnerOverlay } from '../../../src/ui/SpinnerOverlay.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const veilOf = (status: HTMLElement) => status.parentElement as HTMLElement;

describe('SpinnerOverlay', () => {
  it('shows nothing for quick requests and the label after the delay', () => {
    const { rerender } = render(<SpinnerOverlay visible={false} label="Loading" />);
    const status = screen.getByRole('status');
    expect(veilOf(status).dataset.state).toBe('hidden');

    rerender(<SpinnerOverlay visible label="Loading" />);
    expect(veilOf(status).dataset.state).toBe('pending');
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 1));
    expect(status.textContent).toBe('');

    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('Loading');
    expect(veilOf(status).dataset.state).toBe('shown');
  });

  it('never shows when the request ends within the delay, and starts over next time', () => {
    const { rerender } = render(<SpinnerOverlay visible label="Loading" />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<SpinnerOverlay visible={false} label="Loading" />);
    act(() => vi.advanceTimersByTime(500));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    expect(veilOf(status).dataset.state).toBe('hidden');

    rerender(<SpinnerOverlay visible label="Loading" />);
    expect(veilOf(status).dataset.state).toBe('pending');
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS));
    expect(status.textContent).toBe('Loading');

    rerender(<SpinnerOverlay visible={false} label="Loading" />);
    rerender(<SpinnerOverlay visible label="Loading" />);
    expect(status.textContent).toBe('');
  });
});
