import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { EmailVerificationPage } from './email-verification-page';
import { VerificationPage } from './verification-page';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/verification', element: <EmailVerificationPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('e-mail verification landing page', () => {
  it('is where the app routes /verification (it was "Page not found")', async () => {
    const leaf = matchRoutes(appRoutes(), '/verification')?.at(-1)?.route;
    const lazy = typeof leaf?.lazy === 'function' ? await leaf.lazy() : undefined;
    expect(lazy?.Component).toBe(VerificationPage);
  });

  it('says the e-mail is verified where the verification link lands', async () => {
    renderAt('/verification?email=verified');
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByText('Thank you! Your email address is verified.')).toBeInTheDocument();
  });

  it('says the link is not valid for an unknown, expired or used token', async () => {
    renderAt('/verification?email=invalid');
    expect(await screen.findByRole('heading', { name: 'This verification link is not valid' })).toBeInTheDocument();
    expect(screen.queryByText('Email verified')).not.toBeInTheDocument();
  });
});
