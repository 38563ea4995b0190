import { DEFAULT_SITE_VIEW, type Locale, type SiteView } from '@cq/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/load-catalogue';
import { LocaleProvider } from '../../i18n/locale-context';
import { seedSiteView } from '../../lib/site-view';
import { AnnouncementBar } from './announcement-bar';

const view: SiteView = {
  ...DEFAULT_SITE_VIEW,
  announcementLive: true,
  content: {
    ...DEFAULT_SITE_VIEW.content,
    announcement: {
      enabled: true,
      text: 'Voting is open',
      linkUrl: 'https://queens.example.org/vote',
      linkLabel: 'Vote now',
      startsAt: null,
      endsAt: null,
      translations: { fr: { text: 'Le vote est ouvert', linkLabel: 'Voter' } },
    },
  },
};

async function barIn(locale: Locale) {
  const client = new QueryClient();
  seedSiteView(client, view);
  return render(
    <LocaleProvider locale={locale} messages={await loadMessages(locale)}>
      <QueryClientProvider client={client}>
        <AnnouncementBar />
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

describe('the announcement bar', () => {
  it('shows the organisers’ French version on a French page', async () => {
    await barIn('fr');
    expect(screen.getByText('Le vote est ouvert')).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Voter' })).toHaveAttribute('href', 'https://queens.example.org/vote');
  });

  it('shows their English, marked as English, where a language has no version', async () => {
    await barIn('pt');
    expect(screen.getByText('Voting is open')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Vote now' })).toHaveAttribute('lang', 'en');
  });
});
