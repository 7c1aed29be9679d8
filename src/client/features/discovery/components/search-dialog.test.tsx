import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { emptySearchFilter, type SearchFilter } from '../../../../domain/search';
import { SearchDialog } from './search-dialog';

// jsdom has no ResizeObserver; Radix's slider measures its thumbs with one.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

function renderDialog(initialFilter: SearchFilter, onSearch?: (filter: SearchFilter) => void) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchDialog open onOpenChange={() => {}} initialFilter={initialFilter} onSearch={onSearch} defaultSections={['what', 'filters']} /> },
      { path: '/search', element: <p>search page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('SearchDialog', () => {
  it('navigates to /search with the spec parameters when no handler is given', async () => {
    const router = renderDialog(emptySearchFilter);
    await userEvent.type(screen.getByLabelText('What are you looking for?'), 'tent');
    await userEvent.click(screen.getByLabelText('For sale only'));
    screen.getByRole('slider', { name: 'Maximum price' }).focus();
    await userEvent.keyboard('{PageDown}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=tent&maxPrice=900&forSaleOnly=true');
  });

  it('opens prefilled, shows Any at the open ends, and Clear all resets everything', async () => {
    const onSearch = vi.fn();
    renderDialog({ ...emptySearchFilter, what: 'drill', minRating: 4 }, onSearch);
    expect(screen.getByLabelText('What are you looking for?')).toHaveValue('drill');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuetext', 'Any');
    expect(screen.getByRole('slider', { name: 'Minimum rating' })).toHaveAttribute('aria-valuenow', '4');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith(emptySearchFilter);
  });
});
