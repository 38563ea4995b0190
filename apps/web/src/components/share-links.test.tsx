import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleWrapper } from '../test/render';
import { PageAddressContext } from './page-address';
import { ShareLinks } from './share-links';

describe('share links', () => {
  it('are plain https links to each network with the page’s address, and an e-mail link', () => {
    render(
      <PageAddressContext value={{ origin: 'https://queens.example', pathname: '/delegates/ama-mensah' }}>
        <ShareLinks text="Ama Mensah · Ghana" />
      </PageAddressContext>,
      { wrapper: LocaleWrapper },
    );
    const address = encodeURIComponent('https://queens.example/delegates/ama-mensah');
    expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toBe(
      `https://x.com/intent/post?url=${address}&text=${encodeURIComponent('Ama Mensah · Ghana')}`,
    );
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    );
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=/,
    );
    expect(screen.getByRole('link', { name: /E-mail/ }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
    expect(screen.getByRole('button', { name: /Copy link/ })).toBeInTheDocument();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
