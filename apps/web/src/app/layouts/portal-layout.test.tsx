import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../features/session';
import { loadMessages } from '../../i18n/load-catalogue';
import { LocaleProvider } from '../../i18n/locale-context';
import { deferred, type FakeResponse } from '../../test/mock-api';
import { advance, buildNotification, ok, portalApi, renderPortal, signIn, tooMany } from '../../test/portal';
import { LocationProbe } from '../../test/render';
import { AppProviders } from '../providers';
import { PortalLayout } from './portal-layout';

const Page = () => <h1>Portal page</h1>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.setSystemTime(new Date('2026-03-15T10:00:00.000Z'));
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const badge = () => screen.queryByTestId('unread-badge');
const bell = () => screen.getByRole('button', { name: /^Notifications/ });

// Menus and dialogs render many nodes in jsdom; on a busy machine a test can take several seconds.
describe('portal layout', () => {
  it('has the sidebar entries, collapses on desktop and opens as a drawer on mobile', async () => {
    portalApi();
    renderPortal('/user/home', { home: <Page /> });
    await advance(0);
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    const nav = within(sidebar).getByRole('navigation', { name: 'Portal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/user/home'],
      ['Registration', '/user/register'],
      ['Messages', '/user/messages'],
      ['Account Settings', '/user/settings'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(nav).getByRole('link', { name: 'Registration' })).toHaveTextContent('');
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(within(nav).getByRole('link', { name: 'Registration' })).toHaveTextContent('Registration');

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Portal menu' });
    expect(within(drawer).getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/user/settings');
  });

  it('offers the language menu in the header: the same page in each language', async () => {
    portalApi();
    renderPortal('/user/home', { home: <Page /> });
    await advance(0);
    const header = screen.getByRole('banner');
    fireEvent.click(within(header).getByRole('button', { name: 'Language: English' }));
    const links = within(header).getAllByRole('link', { name: /English|Français|Español|Português|العربية/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/user/home',
      '/fr/user/home',
      '/es/user/home',
      '/pt/user/home',
      '/ar/user/home',
    ]);
  });

  it('shows the unread count on the bell after the first count (5 s), and 9+ above 9', async () => {
    const notifications = Array.from({ length: 12 }, () => buildNotification());
    const server = portalApi({ notifications });
    renderPortal('/user/home', { home: <Page /> });
    await advance(2999);
    expect(badge()).toBeNull();
    await advance(1);
    // The list (3 s) carries the unread count too.
    expect(badge()).toHaveTextContent('9+');
    await advance(2000);
    expect(server.callsTo('GET /notifications/unread-count')).toHaveLength(1);
    expect(badge()).toHaveTextContent('9+');
    expect(bell()).toHaveAccessibleName('Notifications, 12 unread');
  });

  it('shows the exact count up to 9 and no badge at 0', async () => {
    let count = 9;
    portalApi({ routes: { 'GET /notifications/unread-count': () => ok({ count }) } });
    renderPortal('/user/home', { home: <Page /> });
    await advance(5000);
    expect(badge()).toHaveTextContent(/^9$/);
    count = 0;
    await advance(120_000);
    expect(badge()).toBeNull();
  });

  it('opens the panel to read, mark read, mark all read, archive and delete', async () => {
    const first = buildNotification({
      title: 'Payment received',
      actions: [{ label: 'Continue Registration', url: '/user/register' }],
    });
    const second = buildNotification({ title: 'Information session' });
    const archived = buildNotification({ title: 'Old news', status: 'archived' });
    const server = portalApi({
      notifications: [first, second, archived],
      routes: {
        [`PATCH /notifications/${first._id}/read`]: () => ok({ notification: { ...first, status: 'read' } }),
        'PATCH /notifications/mark-all-read': () => ok({ updated: 1, unreadCount: 0 }),
        [`PATCH /notifications/${second._id}/archive`]: () => ok({ notification: { ...second, status: 'archived' } }),
        [`DELETE /notifications/${archived._id}`]: () => ok({ _id: archived._id }),
      },
    });
    renderPortal('/user/home', { home: <Page />, register: <LocationProbe /> });
    await advance(5000);
    expect(badge()).toHaveTextContent('2');

    fireEvent.click(bell());
    await advance(0);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-status'))).toEqual(['unread', 'unread', 'archived']);
    // Archived: dimmed, and no way to archive it again.
    expect(items[2]).toHaveClass('opacity-60');
    expect(within(items[2] as HTMLElement).queryByRole('button', { name: /Archive/ })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark read: Payment received' }));
    await advance(0);
    expect(badge()).toHaveTextContent('1');
    expect(server.callsTo(`PATCH /notifications/${first._id}/read`)).toHaveLength(1);

    fireEvent.click(within(panel).getByRole('button', { name: 'Archive: Information session' }));
    await advance(0);
    expect(server.callsTo(`PATCH /notifications/${second._id}/archive`)).toHaveLength(1);
    expect(badge()).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    fireEvent.click(within(panel).getByRole('button', { name: 'Delete: Old news' }));
    await advance(0);
    expect(server.callsTo(`DELETE /notifications/${archived._id}`)).toHaveLength(1);
    expect(within(panel).queryByText('Old news')).toBeNull();

    // Following a notification's link marks it read and closes the panel.
    fireEvent.click(within(panel).getByRole('link', { name: 'Continue Registration' }));
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/user/register');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('marks all read at once and puts the badge back if the server refuses', async () => {
    const notifications = [buildNotification(), buildNotification(), buildNotification()];
    let answer = deferred<FakeResponse>();
    const server = portalApi({ notifications, routes: { 'PATCH /notifications/mark-all-read': () => answer.promise } });
    renderPortal('/user/home', { home: <Page /> });
    await advance(5000);
    // The toaster mounts at the first interaction.
    fireEvent.pointerDown(bell());
    fireEvent.click(bell());
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await advance(0);
    // The badge drops before the server has answered...
    expect(badge()).toBeNull();
    answer.resolve({ status: 500, body: { success: false, code: 'internal', message: 'Something went wrong' } });
    await advance(0);
    // ...and comes back when it refuses.
    expect(badge()).toHaveTextContent('3');
    await advance(100);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();

    answer = deferred<FakeResponse>();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    answer.resolve(ok({ updated: 3, unreadCount: 0 }));
    await advance(0);
    expect(badge()).toBeNull();
    expect(server.callsTo('PATCH /notifications/mark-all-read')).toHaveLength(2);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-status')),
    ).toEqual(['read', 'read', 'read']);
  });

  it("shows 'System cooling down' on a 429 and clears it after the next success", async () => {
    let limited = true;
    portalApi({
      routes: {
        'GET /contestants/me': () => (limited ? tooMany(1) : ok(null)),
      },
    });
    renderPortal('/user/home', { home: <Page /> });
    await advance(1000);
    expect(screen.getByText('System cooling down')).toBeInTheDocument();
    limited = false;
    await advance(2000); // the notifications call at 3 s succeeds
    expect(screen.queryByText('System cooling down')).toBeNull();
  });

  it("asks 'Confirm Sign Out' and signs out only when confirmed; polling stops", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const server = portalApi({ routes: { 'POST /users/logout': () => ok(null) } });
    renderPortal('/user/home', { home: <Page /> });
    await advance(5000);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Amara profile menu' }), { button: 0, ctrlKey: false });
    await advance(0);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Sign Out' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await advance(0);
    expect(assign).not.toHaveBeenCalled();

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Amara profile menu' }), { button: 0, ctrlKey: false });
    await advance(0);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await advance(0);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirm Sign Out' })).getByRole('button', { name: 'Sign Out' }),
    );
    await advance(0);
    expect(assign).toHaveBeenCalledWith('/auth/login');
    expect(localStorage.getItem('token')).toBeNull();
    const before = server.calls.length;
    await advance(600_000);
    expect(server.calls.filter((c) => c.method === 'GET').length).toBe(
      server.calls.slice(0, before).filter((c) => c.method === 'GET').length,
    );
  });

  it("'Your Profile' in the profile menu goes to /user/profile", async () => {
    portalApi();
    renderPortal('/user/home', { home: <Page />, profile: <LocationProbe /> });
    await advance(0);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Amara profile menu' }), { button: 0, ctrlKey: false });
    await advance(0);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Your Profile' }));
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/user/profile');
  });

  it('finds pages and sections as you type and opens the chosen one', async () => {
    portalApi();
    renderPortal('/user/home', { home: <Page />, profile: <LocationProbe /> });
    await advance(0);
    const [search] = screen.getAllByRole('combobox', { name: 'Search the portal' });
    fireEvent.focus(search as HTMLElement);
    fireEvent.change(search as HTMLElement, { target: { value: 'gall' } });
    expect(screen.getByRole('option', { name: /Photo Gallery/ })).toBeInTheDocument();
    fireEvent.change(search as HTMLElement, { target: { value: 'settings' } });
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Account Settings');
    fireEvent.change(search as HTMLElement, { target: { value: 'education' } });
    fireEvent.keyDown(search as HTMLElement, { key: 'Enter' });
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/user/profile');
    fireEvent.change(search as HTMLElement, { target: { value: 'zzzz' } });
    expect(screen.getByText('No pages or sections match “zzzz”')).toBeInTheDocument();
  });
});

describe('portal layout for keyboard users', { timeout: 20_000 }, () => {
  it('starts with a skip link to the page, and names the profile menu by the first name it shows', async () => {
    portalApi();
    renderPortal('/user/home', { home: <Page /> });
    await advance(0);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Skip to content');
    expect(links[0]).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const trigger = screen.getByRole('button', { name: /profile menu$/ });
    expect(trigger).toHaveTextContent(/^Amara$/);
    expect(trigger).toHaveAccessibleName('Amara profile menu');
  });

  it('gives focus back to the profile menu when the sign-out confirmation closes', async () => {
    portalApi();
    renderPortal('/user/home', { home: <Page /> });
    await advance(0);
    const trigger = screen.getByRole('button', { name: 'Amara profile menu' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    await advance(0);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Sign Out' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await advance(0);
    expect(screen.queryByRole('dialog', { name: 'Confirm Sign Out' })).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('gives focus back to Open menu when the phone drawer closes', async () => {
    portalApi();
    renderPortal('/user/home', { home: <Page /> });
    await advance(0);
    const open = screen.getByRole('button', { name: 'Open menu' });
    open.focus();
    fireEvent.click(open);
    await advance(0);
    const drawer = screen.getByRole('dialog', { name: 'Portal menu' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await advance(0);
    expect(screen.queryByRole('dialog', { name: 'Portal menu' })).toBeNull();
    expect(open).toHaveFocus();
  });

  it('closes the notifications panel when focus leaves it, not while it moves inside', async () => {
    portalApi({ notifications: [buildNotification()] });
    renderPortal('/user/home', { home: <Page /> });
    await advance(5000);
    fireEvent.click(bell());
    await advance(0);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const markAll = within(panel).getByRole('button', { name: 'Mark all read' });
    fireEvent.focusOut(panel, { relatedTarget: markAll });
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    fireEvent.focusOut(markAll, { relatedTarget: screen.getByRole('button', { name: 'Amara profile menu' }) });
    await advance(0);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });
});

describe('portal layout in Arabic', { timeout: 20_000 }, () => {
  it('names its sidebar, menus, search and notifications in Arabic, and finds a page by its Arabic title', async () => {
    const messages = await loadMessages('ar');
    portalApi({ notifications: [buildNotification({ title: 'Payment received' })] });
    const router = createMemoryRouter(
      [{ path: '/user', element: <PortalLayout />, children: [{ path: 'home', element: <Page /> }] }],
      { initialEntries: ['/user/home'] },
    );
    render(
      <LocaleProvider locale="ar" messages={messages}>
        <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </AppProviders>
      </LocaleProvider>,
    );
    await advance(5000);
    const nav = within(screen.getByRole('complementary', { name: 'الشريط الجانبي' })).getByRole('navigation', {
      name: 'البوابة',
    });
    expect(within(nav).getByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute('href', '/user/home');
    expect(screen.getByRole('button', { name: 'طي الشريط الجانبي' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^الإشعارات، غير المقروءة: 1$/ }));
    await advance(0);
    const panel = screen.getByRole('dialog', { name: 'الإشعارات' });
    expect(within(panel).getByRole('button', { name: 'تعليم كمقروء: Payment received' })).toBeInTheDocument();
    expect(within(panel).getByText('قبل ساعة واحدة')).toBeInTheDocument();
    const [search] = screen.getAllByRole('combobox', { name: 'البحث في البوابة' });
    fireEvent.focus(search as HTMLElement);
    fireEvent.change(search as HTMLElement, { target: { value: 'معرض' } });
    expect(screen.getByRole('option', { name: /معرض الصور/ })).toHaveTextContent('في ملفك الشخصي');
  });
});
