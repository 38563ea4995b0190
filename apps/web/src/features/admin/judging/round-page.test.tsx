import type { AdminRoundDetail } from '@cq/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { noTabulation, ROUND_ID, sampleRound } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { buildUser, ok, signIn } from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import RoundPage from './round-page';

const ROUND: AdminRoundDetail = sampleRound();

/** The judging director, who manages the rounds. */
const signInDirector = () =>
  signIn(buildUser({ role: 'editor', permissions: [{ resource: 'judging', actions: ['manage'] }] }));

function open() {
  signInDirector();
  // What the server holds: a saved date is what the page reads back.
  let stored: AdminRoundDetail = ROUND;
  const server = mockApi({
    [`GET /admin/judging/rounds/${ROUND_ID}`]: () => ok(stored),
    // The table is not what this test reads.
    [`GET /admin/judging/rounds/${ROUND_ID}/tabulation`]: noTabulation,
    [`PUT /admin/judging/rounds/${ROUND_ID}/name`]: (call) => ok({ ...ROUND, ...(call.body as object) }),
    [`PUT /admin/judging/rounds/${ROUND_ID}/schedule`]: (call) => {
      stored = { ...stored, ...(call.body as object) };
      return ok(stored);
    },
  });
  window.history.pushState({}, '', `/admin/judging/${ROUND_ID}`);
  renderRoute(<RoundPage />, { at: `/admin/judging/${ROUND_ID}`, path: '/admin/judging/:roundId' });
  return server;
}

/** The round opened by its director in another language; its table is not what these tests read. */
async function openIn(locale: 'ar' | 'fr') {
  signInDirector();
  mockApi({
    [`GET /admin/judging/rounds/${ROUND_ID}`]: () => ok(ROUND),
    [`GET /admin/judging/rounds/${ROUND_ID}/tabulation`]: noTabulation,
  });
  renderRoute(
    <LocaleProvider locale={locale} messages={await loadMessages(locale)}>
      <RoundPage />
    </LocaleProvider>,
    { at: `/admin/judging/${ROUND_ID}`, path: '/admin/judging/:roundId' },
  );
}

describe('a round’s name in every language', () => {
  it('is renamed by the director beside its English, even closed, checked before it is sent', async () => {
    const server = open();
    const panel = (await screen.findByRole('heading', { name: 'Name' })).closest('section') as HTMLElement;
    expect(within(panel).getByLabelText('Name in French')).toHaveValue('Finale');
    expect(within(panel).getByText(/English shown in Spanish, Portuguese, Arabic$/)).toBeInTheDocument();

    const english = within(panel).getByLabelText(/^Name(?! in)/);
    fireEvent.change(english, { target: { value: ' ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save the name' }));
    expect(await within(panel).findByText('Give the round a name.')).toBeInTheDocument();
    expect(server.callsTo(`PUT /admin/judging/rounds/${ROUND_ID}/name`)).toHaveLength(0);
    fireEvent.change(english, { target: { value: 'Final' } });

    fireEvent.change(within(panel).getByLabelText('Name in Arabic'), { target: { value: 'النهائي' } });
    expect(within(panel).getByLabelText('Name in Arabic')).toHaveAttribute('dir', 'rtl');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save the name' }));
    await vi.waitFor(() => expect(server.callsTo(`PUT /admin/judging/rounds/${ROUND_ID}/name`)).toHaveLength(1));
    expect(server.callsTo(`PUT /admin/judging/rounds/${ROUND_ID}/name`)[0]?.body).toEqual({
      name: 'Final',
      translations: { fr: { name: 'Finale' }, ar: { name: 'النهائي' } },
    });
  });
});

describe('a round’s date', () => {
  it('is typed on the venue’s clock and sent as the instant it names; a zone that does not exist is refused first', async () => {
    const server = open();
    const panel = (await screen.findByRole('heading', { name: 'Date' })).closest('section') as HTMLElement;
    const url = `PUT /admin/judging/rounds/${ROUND_ID}/schedule`;
    fireEvent.click(within(panel).getByRole('button', { name: 'Save the date' }));
    expect(await within(panel).findByText('Give the date and time the round starts.')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText(/^Starts/), { target: { value: '2026-12-12T19:00' } });
    fireEvent.change(within(panel).getByLabelText(/^Time zone/), { target: { value: 'Lagos' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save the date' }));
    expect(
      await within(panel).findByText('Choose a time zone such as Africa/Lagos or Europe/Paris.'),
    ).toBeInTheDocument();
    expect(server.callsTo(url)).toHaveLength(0);
    fireEvent.change(within(panel).getByLabelText(/^Time zone/), { target: { value: 'Africa/Lagos' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save the date' }));
    await vi.waitFor(() => expect(server.callsTo(url)).toHaveLength(1));
    expect(server.callsTo(url)[0]?.body).toEqual({ startsAt: '2026-12-12T18:00:00.000Z', timeZone: 'Africa/Lagos' });
    // Once dated, it can be taken away.
    fireEvent.click(await within(panel).findByRole('button', { name: 'Take the date away' }));
    await vi.waitFor(() => expect(server.callsTo(url)).toHaveLength(2));
    expect(server.callsTo(url)[1]?.body).toEqual({ startsAt: null, timeZone: null });
  });
});

describe('a round in Arabic', () => {
  it('draws its panels, its status and its actions in Arabic', async () => {
    await openIn('ar');
    expect(await screen.findByRole('heading', { name: 'أفريقيا — Final' })).toBeInTheDocument();
    expect(screen.getByText('2026 · أُغلق التقييم')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'نشر النتائج' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'قواعد التقييم' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الممثّلات (0)' })).toBeInTheDocument();
  });
});

describe('a round in French', () => {
  it('draws its status, its rules and its name panel in French', async () => {
    await openIn('fr');
    expect(await screen.findByRole('heading', { name: 'Afrique — Final' })).toBeInTheDocument();
    expect(screen.getByText('2026 · Notation close')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rouvrir la notation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer le nom' })).toBeInTheDocument();
    expect(
      screen.getByText('Les règles sont figées dès l’ouverture du tour, pour que tout le jury note selon les mêmes.'),
    ).toBeInTheDocument();
  });
});
