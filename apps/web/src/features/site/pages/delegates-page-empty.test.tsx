import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import DelegatesPage from './delegates-page';

// A file of its own: the page's data block is read once per page load, and this page was drawn without one.
afterEach(() => vi.unstubAllGlobals());

describe('the page of every delegate, drawn without its list', () => {
  it('asks for the list when the page was not drawn with it; with none published, leads to the continents', async () => {
    mockApi({ 'GET /delegates': () => ({ body: { success: true, data: { delegates: [] } } }) });
    renderRoute(<DelegatesPage />, { at: '/delegates', path: '/delegates' });
    expect(await screen.findByText(/The delegates will appear here/)).toBeInTheDocument();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Africa' })).toHaveAttribute('href', '/continents/africa');
  });
});
