import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_TEXT_MAX } from '@domain/profile';
import { createQueryClient } from '@/lib/query-client';
import { ownProfileFixture } from '@/lib/session/own-profile-fixture';
import { ProfileForm } from './profile-form';

function renderForm(onSubmit = vi.fn()) {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json([])));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProfileForm user={ownProfileFixture({ bio: '' })} pending={false} submitLabel="Save" onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

afterEach(() => vi.unstubAllGlobals());

describe('the profile form’s long texts', () => {
  it('stops typing at the server’s limits: names, location and bio', async () => {
    renderForm();
    const firstName = screen.getByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.click(firstName);
    await userEvent.paste('N'.repeat(PROFILE_TEXT_MAX.name + 20));
    expect(firstName).toHaveValue('N'.repeat(PROFILE_TEXT_MAX.name));
    expect(screen.getByLabelText('Last name')).toHaveAttribute('maxLength', String(PROFILE_TEXT_MAX.name));
    expect(screen.getByLabelText('Location')).toHaveAttribute('maxLength', String(PROFILE_TEXT_MAX.location));

    const bio = screen.getByLabelText('Bio');
    await userEvent.click(bio);
    await userEvent.paste('b'.repeat(PROFILE_TEXT_MAX.bio + 50));
    expect(bio).toHaveValue('b'.repeat(PROFILE_TEXT_MAX.bio));
  });

  it('counts down the bio’s last 100 characters', async () => {
    renderForm();
    const bio = screen.getByLabelText('Bio');
    await userEvent.click(bio);
    await userEvent.paste('b'.repeat(850));
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    await userEvent.paste('b'.repeat(75));
    expect(screen.getByText('75 characters left')).toBeInTheDocument();
    await userEvent.paste('b'.repeat(74));
    expect(screen.getByText('1 character left')).toBeInTheDocument();
    await userEvent.paste('b'.repeat(200));
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
  });
});
