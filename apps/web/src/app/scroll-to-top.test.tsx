import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';
import { needsTopPadding } from './top-padding';

function Page({ name }: { name: string }) {
  return (
    <>
      <ScrollToTop />
      <h1>{name}</h1>
      <Link to="/b">to b</Link>
      <Link to="/b?tab=vision">to b with query</Link>
    </>
  );
}

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change and every query change', async () => {
    const scroll = vi.mocked(window.scrollTo);
    scroll.mockClear();
    const router = createMemoryRouter(
      [
        { path: '/a', element: <Page name="A" /> },
        { path: '/b', element: <Page name="B" /> },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(scroll).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByText('to b'));
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByText('to b with query'));
    expect(scroll).toHaveBeenCalledTimes(3);
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate('/b?tab=vision'));
    expect(scroll).toHaveBeenCalledTimes(3);
  });
});

describe('top padding', () => {
  it('is left out under /user only', () => {
    expect(needsTopPadding('/user')).toBe(false);
    expect(needsTopPadding('/user/home')).toBe(false);
    expect(needsTopPadding('/')).toBe(true);
    expect(needsTopPadding('/users-guide')).toBe(true);
    expect(needsTopPadding('/auth/login')).toBe(true);
  });
});
