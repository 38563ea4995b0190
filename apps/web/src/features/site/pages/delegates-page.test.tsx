import { type DelegateSummary, PAGE_DATA_ELEMENT_ID } from '@cq/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import DelegatesPage from './delegates-page';

const delegate = (name: string, country: string, continent: string): DelegateSummary => ({
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  country,
  continent,
  cause: 'Girls in school',
  headshot: {
    src: `/api/delegates/${name}/photos/0a1b2c3d/headshot-640.webp`,
    srcSet: 'x 320w',
    width: 960,
    height: 1200,
  },
});

const LIST = [
  delegate('Sofia Ruiz', 'Peru', 'South America'),
  delegate('Ama Mensah', 'Ghana', 'Africa'),
  delegate('Efua Owusu', 'Ghana', 'Africa'),
];

const show = () => renderRoute(<DelegatesPage />, { at: '/delegates', path: '/delegates' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
});

describe('the page of every delegate', () => {
  it('starts from the list the server drew it with, grouped by continent in the continents’ order', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ELEMENT_ID;
    block.textContent = JSON.stringify([{ key: ['delegates', 'all'], value: LIST }]);
    document.body.append(block);
    const server = mockApi({});
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet the delegates' })).toBeInTheDocument();
    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Africa',
      'South America',
    ]);
    const africa = screen.getByRole('region', { name: 'Africa' });
    expect(within(africa).getByText('2 delegates')).toBeInTheDocument();
    const ama = within(africa).getByRole('link', { name: /Ama Mensah/ });
    expect(ama).toHaveAttribute('href', '/delegates/ama-mensah');
    expect(within(ama).getAllByText('Ghana · Africa')).toHaveLength(1);
    expect(within(africa).getByRole('link', { name: 'About Africa' })).toHaveAttribute('href', '/continents/africa');
    const america = screen.getByRole('region', { name: 'South America' });
    expect(within(america).getByText('1 delegate')).toBeInTheDocument();
    expect(within(america).getByText('Peru · South America')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
