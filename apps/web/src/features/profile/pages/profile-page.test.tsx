import type { MediaList } from '@cq/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { mockApi } from '../../../test/mock-api';
import {
  advance,
  buildContestant,
  buildUser,
  CONTESTANT_ID,
  EMPTY_MEDIA,
  ok,
  portalPageOpener,
  renderPortal,
  signInWithUnreadableAccount,
  withFakePortalClock,
} from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import ProfilePage from './profile-page';

withFakePortalClock();

const FORM = {
  dob: '2001-08-14',
  residence: 'Ghana',
  continent: 'Africa' as const,
  height: '175',
  occupation: 'Public health researcher',
  skills: ['Public speaking', 'Data analysis'],
  achievements: ['Community service award 2023'],
  pageantExperience: [
    { name: 'Miss Accra', year: 2023, placement: 'Winner' },
    { name: 'Miss Ashanti', year: 2022, placement: '' },
  ],
  languages: [{ language: 'Twi', proficiency: 'fluent' as const }],
  education: [{ institution: 'University of Ghana', degree: 'BSc', field: 'Biochemistry', year: 2022 }],
  talent: { category: 'Dance', description: 'Contemporary Adowa', video: '' },
  platform: {
    cause: 'Maternal health',
    description: 'Mobile clinics for rural mothers.',
    goals: ['Fund two clinics'],
    experience: 'Three years with a health NGO.',
  },
};

const link = (id: string, name: string, mimeType: string, uploadType: keyof MediaList) => ({
  _id: id,
  fileName: name,
  mimeType,
  size: 1000,
  uploadedAt: '2026-03-01T10:00:00.000Z',
  uploadType,
  url: `/api/media/${id}?expires=1773570000&signature=abc`,
  expiresAt: '2026-03-15T10:15:00.000Z',
});

const open = portalPageOpener<{ media?: MediaList }>('/user/profile', { profile: <ProfilePage /> }, (given) => ({
  [`GET /contestants/${CONTESTANT_ID}/media`]: () => ok(given.media ?? EMPTY_MEDIA),
}));

const section = (name: string) => screen.getByRole('region', { name });
const detail = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling?.textContent;

describe('profile', () => {
  it('shows the header with initials, the role Contestant, the status and Complete Registration without a record', async () => {
    open({ contestant: null });
    await advance(1000);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Amara Mensah');
    expect(screen.getByRole('img', { name: 'Amara Mensah' })).toHaveTextContent('AM');
    expect(screen.getByText('Contestant')).toBeInTheDocument();
    expect(screen.getByText('Not Started')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Complete Registration/ })).toHaveAttribute('href', '/user/register');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/user/settings');
    expect(within(section('Achievements')).getByText('No achievements recorded yet')).toBeInTheDocument();
  });

  it('uses the headshot, else the account picture, for the photo', async () => {
    const contestant = buildContestant('preliminary_submitted', FORM);
    contestant.preliminaryRegistration.headshot = { url: '/api/media/h?sig=1', expiresAt: '2026-03-15T10:15:00.000Z' };
    open({ contestant, user: buildUser({ picture: '/pictures/amara.jpg' }) });
    await advance(1000);
    expect(screen.getByRole('img', { name: 'Amara Mensah' })).toHaveAttribute('src', '/api/media/h?sig=1');
  });

  it('falls back to the account picture when there is no headshot', async () => {
    open({ contestant: buildContestant('in_progress', FORM), user: buildUser({ picture: '/pictures/amara.jpg' }) });
    await advance(1000);
    expect(screen.getByRole('img', { name: 'Amara Mensah' })).toHaveAttribute('src', '/pictures/amara.jpg');
  });

  it('shows every section of the record', async () => {
    open({ contestant: buildContestant('preliminary_approved', FORM) });
    await advance(1000);
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Complete Registration/ })).toBeNull();

    const personal = section('Personal Details');
    expect(detail(personal, 'Email')).toBe('amara@example.com');
    expect(detail(personal, 'Phone')).toBe('+233 24 123 4567');
    expect(detail(personal, 'Location')).toBe('Ghana');
    expect(detail(personal, 'Continent')).toBe('Africa');
    expect(detail(personal, 'Age')).toBe('24 years');
    expect(detail(personal, 'Height')).toBe(`5'9" (175 cm)`);
    expect(detail(personal, 'Occupation')).toBe('Public health researcher');

    const bio = section('Biography & Platform');
    expect(detail(bio, 'Cause')).toBe('Maternal health');
    expect(detail(bio, 'Related experience')).toBe('Three years with a health NGO.');
    expect(within(bio).getByText('Mobile clinics for rural mothers.')).toBeInTheDocument();
    expect(within(bio).getByText('Fund two clinics')).toBeInTheDocument();

    const talents = section('Talents & Interests');
    expect(within(talents).getByText('Data analysis')).toBeInTheDocument();
    expect(within(talents).getByText('Dance: Contemporary Adowa')).toBeInTheDocument();
    expect(within(talents).getByText('Twi')).toBeInTheDocument();
    expect(within(talents).getByText('fluent')).toBeInTheDocument();

    expect(
      within(section('Achievements'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Community service award 2023', 'Miss Accra 2023 - Winner', 'Miss Ashanti 2022 - Participant']);
    const education = section('Education');
    expect(within(education).getByText('BSc in Biochemistry')).toBeInTheDocument();
    expect(within(education).getByText('University of Ghana · 2022')).toBeInTheDocument();
  });

  it('opens the gallery files through their signed links; missing ones say so', async () => {
    const media: MediaList = {
      headshot: link('11111111-1111-4111-8111-111111111111', 'headshot.jpg', 'image/jpeg', 'headshot'),
      fullBody: null,
      video: link('22222222-2222-4222-8222-222222222222', 'intro.mp4', 'video/mp4', 'video'),
      birthCertificate: link(
        '33333333-3333-4333-8333-333333333333',
        'birth.pdf',
        'application/pdf',
        'birthCertificate',
      ),
    };
    const server = open({ contestant: buildContestant('preliminary_submitted', FORM), media });
    await advance(1000);
    const gallery = section('Photo Gallery');
    const tiles = within(gallery).getAllByRole('link');
    expect(tiles.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['Headshot: headshot.jpg, opens in a new tab', media.headshot?.url, '_blank'],
      ['Video: intro.mp4, opens in a new tab', media.video?.url, '_blank'],
      ['Documents: birth.pdf, opens in a new tab', media.birthCertificate?.url, '_blank'],
    ]);
    expect(within(gallery).getByText('Full Body').parentElement).toHaveTextContent('Not uploaded yet');
    expect(server.callsTo(`GET /contestants/${CONTESTANT_ID}/media`)).toHaveLength(1);
  });

  it("shows 'Failed to fetch profile data.' when the record cannot be read", async () => {
    open({
      routes: {
        'GET /contestants/me': () => ({
          status: 500,
          body: { success: false, code: 'internal', message: 'Server error' },
        }),
      },
    });
    await advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch profile data.');
  });

  it("shows 'No profile data found.' when the account cannot be read", async () => {
    signInWithUnreadableAccount();
    renderPortal('/user/profile', { profile: <ProfilePage /> });
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('No profile data found.');
  });

  it("shows 'User not authenticated.' without a signed-in user", async () => {
    mockApi({});
    renderRoute(<ProfilePage />, { at: '/user/profile', path: '/user/profile' });
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('User not authenticated.');
  });
});

describe('profile in French', () => {
  it('names its sections, details, statuses and lines in French; what she wrote stays as written', async () => {
    const fr = await loadMessages('fr');
    open({ contestant: buildContestant('preliminary_approved', FORM) }, { locale: 'fr', messages: fr });
    await advance(1000);
    expect(screen.getByText('Approuvée')).toBeInTheDocument();
    expect(screen.getByText('Candidate')).toBeInTheDocument();
    const personal = section('Informations personnelles');
    expect(detail(personal, 'Continent')).toBe('Afrique');
    expect(detail(personal, 'Âge')).toBe('24 ans');
    const talents = section('Talents et centres d’intérêt');
    expect(within(talents).getByText('courant')).toBeInTheDocument();
    expect(within(talents).getByText(/^Dance\s: Contemporary Adowa$/)).toBeInTheDocument();
    expect(
      within(section('Distinctions'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Community service award 2023', 'Miss Accra 2023 – Winner', 'Miss Ashanti 2022 – Participante']);
    expect(within(section('Formation')).getByText('BSc en Biochemistry')).toBeInTheDocument();
    expect(within(section('Galerie photo')).getByText('Photo en pied').parentElement).toHaveTextContent(
      'Pas encore importé',
    );
  });
});
