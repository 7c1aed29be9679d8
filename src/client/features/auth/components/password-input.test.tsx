import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

describe('the password box', () => {
  it('leaves a password as typed when it is shown as text too (text boxes drop control characters)', async () => {
    render(<PasswordInput aria-label="Secret" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    await userEvent.click(screen.getByLabelText('Secret'));
    await userEvent.paste('pass\u0001word');
    expect(screen.getByLabelText<HTMLInputElement>('Secret')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText<HTMLInputElement>('Secret').value).toBe('pass\u0001word');
  });
});
