import { DEFAULT_SITE_VIEW } from '@cq/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ON_AIR_REFRESH_MS } from '../../lib/on-air';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public menu links to /live only while a live show is on air (GET /api/live/on-air). */

function serve(answers: boolean[]) {
  let i = 0;
  return mockApi({
    'GET /live/on-air': () => {
      const onAir = answers[Math.min(i, answers.length - 1)];
      i += 1;
      return { body: { success: true, data: { onAir } } };
    },
    'GET /site/content': () => ({ body: { success: true, data: { site: DEFAULT_SITE_VIEW } } }),
  });
}

const renderSite = () =>
  renderRoute(
    <>
      <SiteHeader />
      <SiteFooter />
    </>,
    { at: '/', path: '/' },
  );
const mainNav = () => within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
const footerNav = () => screen.getByRole('navigation', { name: 'Footer' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Live link in the public menu', () => {
  it('is in the header, the phone menu and the footer while a show is on air, and not in the first render', async () => {
    const server = serve([true]);
    renderSite();
    // The page as drawn (and hydrated) has no link: it comes with the answer.
    expect(within(mainNav()).queryByRole('link', { name: 'Live' })).toBeNull();
    const link = await within(mainNav()).findByRole('link', { name: 'Live' });
    expect(link).toHaveAttribute('href', '/live');
    expect(within(footerNav()).getByRole('link', { name: 'Live' })).toHaveAttribute('href', '/live');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const phone = document.getElementById('mobile-menu') as HTMLElement;
    expect(within(phone).getByRole('link', { name: 'Live' })).toHaveAttribute('href', '/live');
    // Header and footer share one answer.
    expect(server.callsTo('GET /live/on-air')).toHaveLength(1);
  });

  it('is nowhere while no show is on air', async () => {
    const server = serve([false]);
    renderSite();
    await waitFor(() => expect(server.callsTo('GET /live/on-air')).toHaveLength(1));
    await waitFor(() => expect(within(footerNav()).getAllByRole('link').length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Live' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(document.getElementById('mobile-menu') as HTMLElement).queryByRole('link', { name: 'Live' }),
    ).toBeNull();
  });

  it('appears when the show starts and goes when it ends, on a page left open', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: false,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const server = serve([false, true, false]);
    renderSite();
    await vi.waitFor(() => expect(server.callsTo('GET /live/on-air')).toHaveLength(1));
    expect(within(mainNav()).queryByRole('link', { name: 'Live' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(ON_AIR_REFRESH_MS));
    expect(server.callsTo('GET /live/on-air')).toHaveLength(2);
    await vi.waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Live' })).toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(ON_AIR_REFRESH_MS));
    expect(server.callsTo('GET /live/on-air')).toHaveLength(3);
    await vi.waitFor(() => expect(within(mainNav()).queryByRole('link', { name: 'Live' })).toBeNull());
    expect(within(footerNav()).queryByRole('link', { name: 'Live' })).toBeNull();
  });
});
