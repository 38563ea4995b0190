import { DEFAULT_SITE_VIEW, NO_SITE_SECTIONS, type SiteSections } from '@cq/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedSiteView } from '../../lib/site-view';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { LocaleWrapper } from '../../test/render';
import { SiteHeader, SUBMENU_CLOSE_DELAY_MS } from './site-header';

function renderHeader(sections: SiteSections = NO_SITE_SECTIONS) {
  mockApi({ 'GET /live/on-air': () => ({ body: { success: true, data: { onAir: false } } }) });
  const client = new QueryClient();
  seedSiteView(client, { ...DEFAULT_SITE_VIEW, sections });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <SiteHeader />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: LocaleWrapper },
  );
}
const continentsButton = () => screen.getAllByRole('button', { name: 'Continents' })[0] as HTMLElement;
const menu = () => document.getElementById('continents-menu');

describe('SiteHeader: Continents dropdown (desktop)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on hover and closes 150 ms after the pointer leaves', () => {
    renderHeader();
    const wrapper = continentsButton().parentElement as HTMLElement;
    expect(menu()).toBeNull();
    fireEvent.mouseEnter(wrapper);
    expect(menu()).not.toBeNull();
    expect(continentsButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(wrapper);
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS - 1));
    expect(menu()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(menu()).toBeNull();
    expect(SUBMENU_CLOSE_DELAY_MS).toBe(150);
  });

  it('stays open when the pointer comes back within the delay', () => {
    renderHeader();
    const wrapper = continentsButton().parentElement as HTMLElement;
    fireEvent.mouseEnter(wrapper);
    fireEvent.mouseLeave(wrapper);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseEnter(wrapper);
    act(() => vi.advanceTimersByTime(500));
    expect(menu()).not.toBeNull();
  });

  it('lists the six continent pages', () => {
    renderHeader();
    fireEvent.mouseEnter(continentsButton().parentElement as HTMLElement);
    const links = Array.from(menu()?.querySelectorAll('a') ?? []).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Africa', '/continents/africa'],
      ['Asia', '/continents/asia'],
      ['Europe', '/continents/europe'],
      ['North America', '/continents/north-america'],
      ['South America', '/continents/south-america'],
      ['Australia', '/continents/australia'],
    ]);
  });
});

describe('SiteHeader: keyboard and mobile', () => {
  it('opens with ArrowDown onto the first continent, moves with arrows, and Escape returns to the button', async () => {
    const user = userEvent.setup();
    renderHeader();
    continentsButton().focus();
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Africa'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Asia');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Australia');
    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(continentsButton());
  });

  it('toggles with Enter and closes when focus leaves it', async () => {
    const user = userEvent.setup();
    renderHeader();
    continentsButton().focus();
    await user.keyboard('{Enter}');
    expect(menu()).not.toBeNull();
    await user.keyboard('{Enter}');
    expect(menu()).toBeNull();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(menu()).toBeNull();
  });

  it('collapses the menu behind a toggle on mobile, where Continents opens on click and Escape closes', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const mobile = document.getElementById('mobile-menu') as HTMLElement;
    expect(mobile).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const mobileContinents = mobile.querySelector('button[aria-controls="mobile-continents"]') as HTMLElement;
    expect(document.getElementById('mobile-continents')).toBeNull();
    await user.click(mobileContinents);
    expect(document.getElementById('mobile-continents')?.querySelectorAll('a')).toHaveLength(6);
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('shows Login and Signup when signed out, Account when signed in', () => {
    const { unmount } = renderHeader();
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/auth/login');
    expect(screen.getAllByRole('link', { name: 'Signup' })[0]).toHaveAttribute('href', '/auth/signup');
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    unmount();
    localStorage.setItem(STORAGE_KEYS.token, 'a.b.c');
    renderHeader();
    expect(screen.getAllByRole('link', { name: 'Account' })[0]).toHaveAttribute('href', '/user/home');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});

describe('SiteHeader: the vote and the results', () => {
  const desktopLinks = () =>
    within(screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));

  it('leads to neither before they exist', () => {
    renderHeader();
    expect(desktopLinks()).not.toContain('/peoples-choice');
    expect(desktopLinks()).not.toContain('/results');
  });

  it('leads to People’s Choice while a vote is open and to the results once revealed, on desktop and phone', async () => {
    renderHeader({ vote: true, delegates: true, results: true });
    expect(screen.getAllByRole('link', { name: 'People’s Choice' })[0]).toHaveAttribute('href', '/peoples-choice');
    expect(screen.getAllByRole('link', { name: 'Results' })[0]).toHaveAttribute('href', '/results');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const phone = document.getElementById('mobile-menu') as HTMLElement;
    expect(within(phone).getByRole('link', { name: 'People’s Choice' })).toHaveAttribute('href', '/peoples-choice');
    expect(within(phone).getByRole('link', { name: 'Results' })).toHaveAttribute('href', '/results');
  });

  it('leads to every delegate once one is published: in the continents’ menu on desktop, in the phone menu', async () => {
    renderHeader({ ...NO_SITE_SECTIONS, delegates: true });
    // Not a top-level link on desktop, where the row has no room to spare: the continents' menu ends with it.
    expect(desktopLinks()).not.toContain('/delegates');
    fireEvent.mouseEnter(continentsButton().parentElement as HTMLElement);
    const last = Array.from(menu()?.querySelectorAll('a') ?? []).at(-1);
    expect([last?.textContent, last?.getAttribute('href')]).toEqual(['All the delegates', '/delegates']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const phone = document.getElementById('mobile-menu') as HTMLElement;
    expect(within(phone).getByRole('link', { name: 'Delegates' })).toHaveAttribute('href', '/delegates');
  });

  it('does not offer the delegates’ page before one is published', () => {
    renderHeader();
    fireEvent.mouseEnter(continentsButton().parentElement as HTMLElement);
    expect(Array.from(menu()?.querySelectorAll('a') ?? []).map((a) => a.getAttribute('href'))).not.toContain(
      '/delegates',
    );
  });
});
