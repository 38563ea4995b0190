import { INQUIRY_FIELD_MESSAGES as F, loadTextCatalogue, SUPPORTED_LOCALES } from '@cq/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { ContactForm } from './contact-form';
import { SponsorshipForm } from './sponsorship-form';

const SPONSORSHIP_EMPTY = [
  F.firstNameRequired,
  F.titleRequired,
  F.organizationRequired,
  F.locationRequired,
  F.emailRequired,
  F.contactNumberRequired,
  F.referenceRequired,
  F.interestRequired,
  F.proposalRequired,
];
const CONTACT_EMPTY = [F.firstNameRequired, F.lastNameRequired, F.emailRequired, F.messageRequired];

describe.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))('the inquiry forms sent empty in %s', (locale) => {
  it('word every field’s message in the page’s language', { timeout: 30_000 }, async () => {
    const api = mockApi({});
    const [messages, text] = await Promise.all([loadMessages(locale), loadTextCatalogue(locale)]);
    const open = (form: React.ReactElement, path: string) =>
      renderRoute(
        <LocaleProvider locale={locale} messages={messages}>
          {form}
        </LocaleProvider>,
        { at: path, path },
      );

    const sponsorship = open(<SponsorshipForm />, '/sponsorship');
    fireEvent.submit(sponsorship.container.querySelector('form') as HTMLFormElement);
    for (const english of SPONSORSHIP_EMPTY) {
      expect(text[english], english).toBeTruthy();
      expect(await screen.findByText(text[english] as string)).toBeInTheDocument();
      expect(screen.queryByText(english)).toBeNull();
    }
    sponsorship.unmount();

    const contact = open(<ContactForm />, '/contact');
    fireEvent.submit(contact.container.querySelector('form') as HTMLFormElement);
    for (const english of CONTACT_EMPTY) {
      expect(await screen.findByText(text[english] as string)).toBeInTheDocument();
      expect(screen.queryByText(english)).toBeNull();
    }
    expect(api.calls).toHaveLength(0);
  });
});
