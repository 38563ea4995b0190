import { DEFAULT_SITE_VIEW } from '@cq/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveLogin } from '../../features/session';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { TEST_USER } from '../../test/users';
import { SiteHeader } from './site-header';

const renderHeader = () => {
  mockApi({
    'GET /live/on-air': () => ({ body: { success: true, data: { onAir: false } } }),
    'GET /site/content': () => ({ body: { success: true, data: { site: DEFAULT_SITE_VIEW } } }),
  });
  return renderRoute(<SiteHeader />, { at: '/', path: '/' });
};
const USER = { ...TEST_USER, _id: 'u1', phoneNumber: '' };

describe('the header’s account links', () => {
  it('shows Login and Signup to a signed-out visitor', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(within(banner).getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/auth/signup');
    expect(within(banner).queryByRole('link', { name: 'Account' })).toBeNull();
  });

  it('shows Account to /user/home when signed in', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user/home');
    expect(within(banner).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('switches to Account as soon as the user signs in, without a navigation', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    act(() => saveLogin({ token: 'jwt', refreshToken: 'rt', user: USER }));
    expect(within(banner).getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
