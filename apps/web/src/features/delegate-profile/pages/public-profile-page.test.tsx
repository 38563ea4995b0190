import type { DelegateStatus } from '@cq/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { type ApiCall, mockApi } from '../../../test/mock-api';
import { ok, signIn } from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import PublicProfilePage from './public-profile-page';

const PREVIEW: NonNullable<DelegateStatus['preview']> = {
  name: 'Ama Mensah',
  country: 'Ghana',
  continent: 'Africa',
  cause: 'Maternal health',
  biography: '',
  platform: { cause: 'Maternal health', description: 'Mobile clinics.' },
  talent: { category: 'Dance', description: 'Adowa.' },
  languages: ['English', 'Twi'],
  social: [],
};
const status = (over: Partial<DelegateStatus> = {}): DelegateStatus => ({
  state: 'no_consent',
  consent: null,
  slug: null,
  publishedAt: null,
  preview: PREVIEW,
  availableSocial: ['instagram', 'tiktok'],
  ...over,
});

function open(first: DelegateStatus, onPut?: (call: ApiCall) => DelegateStatus) {
  signIn();
  window.history.pushState({}, '', '/user/public-profile');
  const server = mockApi({
    'GET /delegate-profile': () => ok(first),
    'PUT /delegate-profile': (call) => ok(onPut?.(call) ?? first),
  });
  renderRoute(<PublicProfilePage />, { at: '/user/public-profile', path: '/user/public-profile' });
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('her public profile', () => {
  it('before approval, says when it becomes possible and offers nothing to agree to', async () => {
    open(status({ state: 'not_eligible', preview: null }));
    expect(
      await screen.findByText('Your public profile can be set up once your registration is approved.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agree and save' })).not.toBeInTheDocument();
  });

  it('shows what the site shows and what it never shows; saves only once she agrees', async () => {
    const server = open(status(), (call) =>
      status({
        state: 'awaiting_publication',
        consent: { ...(call.body as { biography: string; showSocial: [] }), consentedAt: '2026-03-01T10:00:00.000Z' },
      }),
    );
    expect(await screen.findByText('Ama Mensah')).toBeInTheDocument();
    expect(screen.getByText('English, Twi')).toBeInTheDocument();
    expect(screen.getByText(/Never shown: your date of birth, measurements/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Agree and save' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Your biography'), { target: { value: 'Nurse and dancer.' } });
    fireEvent.click(screen.getByLabelText('TikTok'));
    fireEvent.click(screen.getByLabelText(/I agree that Continental Queens shows this profile/));
    fireEvent.click(save);
    expect(
      await screen.findByText('You agreed to a public profile. Staff will publish it shortly.'),
    ).toBeInTheDocument();
    expect(server.callsTo('PUT /delegate-profile')[0]?.body).toEqual({
      biography: 'Nurse and dancer.',
      showSocial: ['tiktok'],
    });
  });

  it('refuses a biography over 1200 characters on the spot', async () => {
    const server = open(status());
    fireEvent.change(await screen.findByLabelText('Your biography'), { target: { value: 'x'.repeat(1201) } });
    fireEvent.click(screen.getByLabelText(/I agree that Continental Queens shows this profile/));
    fireEvent.click(screen.getByRole('button', { name: 'Agree and save' }));
    expect(await screen.findByText('Use at most 1200 characters')).toBeInTheDocument();
    expect(server.callsTo('PUT /delegate-profile')).toHaveLength(0);
  });
});

describe('her public profile in Arabic', () => {
  it('names the page, what it shows and her choices in Arabic; her own words stay as she wrote them', async () => {
    const ar = await loadMessages('ar');
    signIn();
    mockApi({ 'GET /delegate-profile': () => ok(status()) });
    renderRoute(
      <LocaleProvider locale="ar" messages={ar}>
        <PublicProfilePage />
      </LocaleProvider>,
      { at: '/user/public-profile', path: '/user/public-profile' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ملفك العام' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ما يعرضه الموقع العام' })).toBeInTheDocument();
    // The country she represents is named in the reader's language; her name stays as she wrote it.
    expect(screen.getByText('غانا، أفريقيا')).toBeInTheDocument();
    expect(screen.getByText('Ama Mensah')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الموافقة والحفظ' })).toBeDisabled();
  });
});
