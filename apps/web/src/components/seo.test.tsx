import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Seo } from './seo';

describe('Seo', () => {
  it('gives the page its own title, description and Open Graph tags, replacing the defaults of index.html', () => {
    document.head.innerHTML =
      '<title data-default>Default</title><meta data-default name="description" content="Default description">';
    render(<Seo title="About us" description="Our mission, vision and values." />);
    expect(document.title).toBe('About us · Continental Queens');
    const meta = (selector: string) =>
      [...document.head.querySelectorAll<HTMLMetaElement>(selector)].map((m) => m.content);
    expect(meta('meta[name="description"]')).toEqual(['Our mission, vision and values.']);
    expect(meta('meta[property="og:title"]')).toEqual(['About us · Continental Queens']);
    expect(meta('meta[property="og:description"]')).toEqual(['Our mission, vision and values.']);
    expect(meta('meta[property="og:image"]')).toEqual([`${window.location.origin}/og-image.png`]);
    expect(document.head.querySelector('[data-default]')).toBeNull();
  });

  it('marks pages that must not be indexed, and names no canonical address for them', () => {
    render(<Seo title="Registration preview" noIndex />);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('names the page’s own address, without its query, as canonical', () => {
    window.history.replaceState(null, '', '/fr/about?utm_source=ig');
    const view = render(<Seo title="À propos" />);
    const canonical = [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'));
    expect(canonical).toEqual([`${window.location.origin}/fr/about`]);
    view.unmount();
    window.history.replaceState(null, '', '/');
  });
});
