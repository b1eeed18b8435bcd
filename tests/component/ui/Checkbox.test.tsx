import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '../../../src/ui/Checkbox.tsx';

afterEach(cleanup);

function Agreement({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      checked={checked}
      onCheckedChange={setChecked}
      error={error}
      label={
        <>
          {'I agree to the '}
          <a href="#/convenios">{'Loan agreement'}</a>
        </>
      }
    />
  );
}

describe('Checkbox', () => {
  it('ticks when the label text is tapped, but not when its link is', async () => {
    const user = userEvent.setup();
    render(<Agreement />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I agree to the Loan agreement' });
    expect(box.checked).toBe(false);

    await user.click(screen.getByText('I agree to the', { exact: false }));
    expect(box.checked).toBe(true);

    // fireEvent, not user-event: user-event forwards any click inside a label to its control, while
    // browsers (and jsdom) leave the box alone when the click lands on a link in the label.
    fireEvent.click(screen.getByRole('link', { name: 'Loan agreement' }));
    expect(box.checked).toBe(true);
  });

  it('ticks and unticks with a tap on the box and with the space key', async () => {
    const user = userEvent.setup();
    render(<Agreement />);
    const box = screen.getByRole<HTMLInputElement>('checkbox');
    await user.click(box);
    expect(box.checked).toBe(true);
    box.focus();
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
  });

  it('ties the error to the box', () => {
    render(<Agreement error="Please agree to the loan agreement" />);
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(
      screen.getByText('Please agree to the loan agreement').id,
    );
  });
});
