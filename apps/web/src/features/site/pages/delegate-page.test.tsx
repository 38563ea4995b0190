import { PAGE_DATA_ELEMENT_ID } from '@cq/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleFanVote } from '../../../test/fan-votes';
import { mockApi } from '../../../test/mock-api';
import { sampleDelegateProfile } from '../../../test/public-site';
import { renderRoute } from '../../../test/render';
import DelegatePage from './delegate-page';

const PROFILE = sampleDelegateProfile({
  platform: { cause: 'Maternal health', description: 'Mobile clinics for rural mothers.' },
  talent: { category: 'Dance', description: 'Adowa.' },
  social: [{ network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/ama.rises' }],
  headshot: {
    src: '/api/delegates/ama-mensah-ghana/photos/0a1b2c3d/headshot-640.webp',
    srcSet: 'x 320w',
    width: 960,
    height: 1200,
  },
  card: '/api/delegates/ama-mensah-ghana/photos/0a1b2c3d/card.jpg',
});

const show = (slug: string) => renderRoute(<DelegatePage />, { at: `/delegates/${slug}`, path: '/delegates/:slug' });

afterEach(() => vi.unstubAllGlobals());

describe('a delegate’s page', () => {
  it('starts from the profile the server drew it with, without asking again, and offers her open vote', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ELEMENT_ID;
    block.textContent = JSON.stringify([{ key: ['delegates', PROFILE.slug], value: PROFILE }]);
    document.body.append(block);
    const server = mockApi({
      'GET /votes': () => ({
        body: {
          success: true,
          data: {
            votes: [
              sampleFanVote({
                delegates: [{ slug: PROFILE.slug, name: 'Ama Mensah', country: 'Ghana', headshot: null }],
              }),
            ],
          },
        },
      }),
    });
    show(PROFILE.slug);
    expect(screen.getByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
    expect(screen.getByText('Nurse and dancer.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portrait of Ama Mensah' })).toHaveAttribute('src', PROFILE.headshot?.src);
    expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toContain('/card.jpg');
    expect(await screen.findByRole('link', { name: 'Sign in to vote for Ama Mensah' })).toBeInTheDocument();
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /votes']);
    block.remove();
  });

  it('says so when there is no such profile (never published, taken down or withdrawn)', async () => {
    mockApi({
      'GET /delegates/nobody-here': () => ({
        status: 404,
        body: { success: false, message: 'This delegate has no public profile.' },
      }),
    });
    show('nobody-here');
    expect(await screen.findByRole('heading', { name: 'This delegate has no public profile' })).toBeInTheDocument();
  });
});
