import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactDialog, contactProblems } from './contact-dialog';

const realLocation = window.location;
afterEach(() => Object.defineProperty(window, 'location', { value: realLocation, configurable: true }));

describe('Contact Us', () => {
  it('names each problem: a missing subject or message, and an e-mail that is not one', () => {
    expect(contactProblems({ subject: ' ', message: '', email: '' })).toEqual({ subject: 'Please enter a subject', message: 'Please enter a message' });
    expect(contactProblems({ subject: 'Refund', message: 'Hi', email: 'not-an-email' })).toEqual({ email: 'Please enter a valid email address' });
    expect(contactProblems({ subject: 'Refund', message: 'Hi', email: ' dana@example.com ' })).toEqual({});
  });

  it('opens no mail for a bad reply address, and keeps the draft after opening the mail', async () => {
    const opened = { href: '' };
    Object.defineProperty(window, 'location', { value: opened, configurable: true });
    render(<ContactDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    await userEvent.type(screen.getByLabelText('Subject'), 'Deposit');
    await userEvent.type(screen.getByLabelText('Message'), 'Where is my deposit?');
    await userEvent.type(screen.getByLabelText('Your email (optional)'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Open Email' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(opened.href).toBe('');

    await userEvent.clear(screen.getByLabelText('Your email (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Open Email' }));
    expect(opened.href).toMatch(/^mailto:support@gearloop\.app\?subject=Deposit&body=Where%20is%20my%20deposit%3F$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // No mail app? The text is still there when the dialog is opened again.
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(screen.getByLabelText('Message')).toHaveValue('Where is my deposit?');
  });

  it('counts down the last 500 characters of the message', async () => {
    render(<ContactDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    const message = screen.getByLabelText('Message');
    await userEvent.click(message);
    await userEvent.paste('a'.repeat(2400));
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    await userEvent.paste('a'.repeat(200));
    expect(screen.getByText('400 characters left')).toBeInTheDocument();
    await userEvent.paste('a'.repeat(1000));
    expect(message).toHaveValue('a'.repeat(3000));
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
  });
});
