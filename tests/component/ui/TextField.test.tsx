import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField, type TextFieldProps } from '../../../src/ui/TextField.tsx';

afterEach(cleanup);

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <TextField {...props} value={value} onChange={setValue} />;
}

/** A "Mobile number" field that ignores typing (empty unless `props` say otherwise). */
function mobileField(props: Partial<TextFieldProps> = {}) {
  render(<TextField label="Mobile number" value="" onChange={() => {}} {...props} />);
}

describe('TextField', () => {
  it('refuses letters typed into a digits-only field', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Mobile number" digitsOnly />);
    const input = screen.getByLabelText<HTMLInputElement>('Mobile number');
    await user.type(input, '07a1b2-3');
    expect(input.value).toBe('07123');
    expect(input.inputMode).toBe('numeric');
  });

  it('keeps every digit of a pasted number, then applies the length limit', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Mobile number" digitsOnly maxLength={10} />);
    const input = screen.getByLabelText<HTMLInputElement>('Mobile number');
    await user.click(input);
    await user.paste('0712 345-678');
    expect(input.value).toBe('0712345678');
    await user.type(input, '9');
    expect(input.value).toBe('0712345678');
  });

  it('accepts any text when digitsOnly is off', async () => {
    const user = userEvent.setup();
    render(<Controlled label="First name" />);
    const input = screen.getByLabelText<HTMLInputElement>('First name');
    await user.type(input, 'Neema 2');
    expect(input.value).toBe('Neema 2');
  });

  it('ties the inline error and the hint to the input', () => {
    mobileField({
      value: '07',
      hint: '10 digits starting with 0',
      error: 'Please enter the correct WhatsApp number',
    });
    const input = screen.getByLabelText('Mobile number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const error = screen.getByText('Please enter the correct WhatsApp number');
    const hint = screen.getByText('10 digits starting with 0');
    expect(describedBy).toEqual([error.id, hint.id]);
  });

  it('is not marked invalid without an error', () => {
    mobileField();
    const input = screen.getByLabelText('Mobile number');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('renders prefix and trailing controls inside the field', () => {
    mobileField({
      prefix: <button type="button">+255</button>,
      trailing: <button type="button">Get code</button>,
    });
    expect(screen.getByRole('button', { name: '+255' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
  });
});
