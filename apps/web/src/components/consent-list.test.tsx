import type { ConsentRecord } from '@cq/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/load-catalogue';
import { LocaleProvider } from '../i18n/locale-context';
import { LocaleWrapper } from '../test/render';
import { ConsentList } from './consent-list';

const CONSENT: ConsentRecord = {
  id: 'c1',
  kind: 'public-profile',
  title: 'Terms of Use',
  version: '2026-11',
  text: 'I agree to the Terms of Use.',
  acceptedAt: '2026-11-01T09:30:00.000Z',
  withdrawnAt: '2026-11-05T10:00:00.000Z',
};

describe('ConsentList', () => {
  it('shows the version and when it was agreed and withdrawn, in English', () => {
    render(<ConsentList consents={[CONSENT]} empty="Nothing yet." />, { wrapper: LocaleWrapper });
    expect(screen.getByText('· version 2026-11')).toBeInTheDocument();
    expect(screen.getByText(/^Agreed 1 Nov 2026, \d\d:\d\d · withdrawn 5 Nov 2026, \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('speaks French, the agreement’s own words kept as they were agreed', async () => {
    const messages = await loadMessages('fr');
    render(
      <LocaleProvider locale="fr" messages={messages}>
        <ConsentList consents={[CONSENT]} empty="Rien." />
      </LocaleProvider>,
    );
    expect(screen.getByText('I agree to the Terms of Use.')).toBeInTheDocument();
    expect(screen.getByText(/^Accepté le 1 nov\. 2026.* · retiré le 5 nov\. 2026/)).toBeInTheDocument();
  });
});
