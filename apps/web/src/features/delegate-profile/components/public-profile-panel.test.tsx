import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { PublicProfilePanel } from './public-profile-panel';

const status = (state: string) => ({
  status: 200,
  body: {
    success: true,
    data: { state, consent: null, slug: null, publishedAt: null, preview: null, availableSocial: [] },
  },
});

describe('the public profile panel', () => {
  it('asks her to set up her profile before she agrees', async () => {
    mockApi({ 'GET /delegate-profile': () => status('no_consent') });
    renderRoute(<PublicProfilePanel />, { at: '/user/home', path: '/user/home' });
    expect(await screen.findByRole('link', { name: /Set up my profile/ })).toHaveAttribute(
      'href',
      '/user/public-profile',
    );
  });

  it('says it awaits publication, and leads to managing it, once she has agreed', async () => {
    mockApi({ 'GET /delegate-profile': () => status('awaiting_publication') });
    renderRoute(<PublicProfilePanel />, { at: '/user/home', path: '/user/home' });
    expect(await screen.findByRole('link', { name: /Manage my profile/ })).toBeInTheDocument();
    expect(screen.queryByText('Set up my profile')).not.toBeInTheDocument();
    expect(screen.getByText(/the organisers publish it once they have checked it/)).toBeInTheDocument();
  });

  it('never offers to set up a profile before its state is known; a live one is said to be live', async () => {
    mockApi({ 'GET /delegate-profile': () => status('published') });
    renderRoute(<PublicProfilePanel />, { at: '/user/home', path: '/user/home' });
    const panel = await screen.findByRole('region', { name: 'Your public profile' });
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(await within(panel).findByRole('link', { name: /Manage my profile/ })).toBeInTheDocument();
    expect(within(panel).queryByText(/Set up my profile/)).toBeNull();
    expect(within(panel).getByText('Your profile is live on the public site.')).toBeInTheDocument();
  });
});
