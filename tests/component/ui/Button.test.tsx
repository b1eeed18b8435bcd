import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../../src/ui/Button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button by default and calls onClick', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Log in</Button>);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' });
    expect(button.type).toBe('button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('disables itself and reports busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Log in
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.dataset.state).toBe('loading');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link when given href', () => {
    render(<Button href="#/user/register">Register</Button>);
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('#/user/register');
  });

  it('drops the href of a disabled link so it cannot navigate', () => {
    render(
      <Button href="#/borrow" disabled>
        Apply
      </Button>,
    );
    // Without href an <a> is no longer a link in the accessibility tree.
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.getByText('Apply').closest('a')?.getAttribute('aria-disabled')).toBe('true');
  });
});
