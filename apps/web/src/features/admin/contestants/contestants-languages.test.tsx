import type { RejectionReason } from '@cq/shared';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { sampleRejectionReason } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { buildUser, ok, signIn } from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import ContestantDetailPage from './contestant-detail-page';
import ContestantsPage from './contestants-page';
import RejectionReasonsPage from './rejection-reasons-page';
import { buildDetail, buildList, CONTESTANT_ID, signInStaff } from './test/fixtures';

async function renderIn(locale: 'fr' | 'ar', page: ReactElement, at: string, path: string) {
  renderRoute(
    <LocaleProvider locale={locale} messages={await loadMessages(locale)}>
      {page}
    </LocaleProvider>,
    { at, path },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the contestants back office in another language', () => {
  it('lists the registrations in French: counts, statuses, filters and columns', async () => {
    signInStaff();
    mockApi({ 'GET /admin/contestants': () => ok(buildList()) });
    await renderIn('fr', <ContestantsPage />, '/admin/contestants', '/admin/contestants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidates' })).toBeInTheDocument();
    const byStatus = await screen.findByRole('group', { name: 'Inscriptions par statut' });
    expect(within(byStatus).getByRole('button', { name: 'Toutes 31' })).toBeInTheDocument();
    expect(within(byStatus).getByRole('button', { name: 'Envoyée / en cours d’examen 12' })).toBeInTheDocument();
    const byContinent = screen.getByRole('group', { name: 'Inscriptions par continent' });
    expect(within(byContinent).getByRole('button', { name: 'Europe 6' })).toBeInTheDocument();
    // Registrations store Australia/Oceania, as the form offers it: the continent's name in French all the same.
    expect(within(byContinent).getByRole('button', { name: 'Australie 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Envoyée à partir du')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Motifs de renvoi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Cocher Amara Okafor' })).toBeInTheDocument();
    expect(screen.queryByText('Registrations by status')).toBeNull();
  });

  it('shows a registration under review in French: the form’s steps, the facts and the decisions', async () => {
    signInStaff();
    mockApi({
      [`GET /admin/contestants/${CONTESTANT_ID}`]: () => ok(buildDetail()),
      [`GET /admin/contestants/${CONTESTANT_ID}/public-profile`]: () =>
        ok({ state: 'no_consent', consent: null, slug: null, publishedAt: null, preview: null, availableSocial: [] }),
    });
    await renderIn('fr', <ContestantDetailPage />, `/admin/contestants/${CONTESTANT_ID}`, '/admin/contestants/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeInTheDocument();
    const physical = screen
      .getByRole('heading', { name: 'Caractéristiques physiques' })
      .closest('section') as HTMLElement;
    expect(within(physical).getByText('Tour de taille').nextElementSibling).toHaveTextContent('64');
    expect(within(physical).getByText('Centimètres (cm)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Historique des versions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notes internes' })).toBeInTheDocument();
    expect(screen.getByText('Brouillon enregistré le')).toBeInTheDocument();
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo portrait de la candidate Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approuver' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Toutes les candidates/ })).toBeInTheDocument();
    expect(screen.queryByText('Internal notes')).toBeNull();
  });

  it('shows a registration under review in Arabic', async () => {
    signInStaff();
    mockApi({
      [`GET /admin/contestants/${CONTESTANT_ID}`]: () => ok(buildDetail()),
      [`GET /admin/contestants/${CONTESTANT_ID}/public-profile`]: () =>
        ok({ state: 'no_consent', consent: null, slug: null, publishedAt: null, preview: null, availableSocial: [] }),
    });
    await renderIn('ar', <ContestantDetailPage />, `/admin/contestants/${CONTESTANT_ID}`, '/admin/contestants/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ملاحظات داخلية' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'البلد الذي تمثّله' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'قبول' })).toBeInTheDocument();
    expect(screen.getByText('لم توافق بعد على ملف عام. تتم الموافقة من بوابتها.')).toBeInTheDocument();
  });

  it('lists the reasons for sending back in French, naming the languages that read the English', async () => {
    const reason: RejectionReason = sampleRejectionReason({
      translations: { fr: { text: 'Votre pièce d’identité est illisible.' } },
    });
    signIn(buildUser({ role: 'editor', permissions: [{ resource: 'contestants', actions: ['read', 'update'] }] }));
    mockApi({ 'GET /admin/rejection-reasons': () => ok({ reasons: [reason] }) });
    await renderIn('fr', <RejectionReasonsPage />, '/admin/contestants/reasons', '/admin/contestants/reasons');
    expect((await screen.findAllByText('Blurred identity document')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Motifs de renvoi' })).toBeInTheDocument();
    expect(screen.getByText(/En anglais pour\s*: espagnol, portugais et arabe/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Ajouter un motif' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter le motif' })).toBeInTheDocument();
  });
});
