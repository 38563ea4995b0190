import { emptyRegistrationForm, type Locale, type RegistrationForm, withFieldValue } from '@cq/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '#web/i18n/load-catalogue';
import { LocaleProvider } from '#web/i18n/locale-context';
import { PersonalStep } from './personal-step';

function Harness({ initial, onForm }: { initial: Partial<RegistrationForm>; onForm: (f: RegistrationForm) => void }) {
  const [form, setForm] = useState<RegistrationForm>({ ...emptyRegistrationForm(), ...initial });
  return (
    <PersonalStep
      form={form}
      errors={{}}
      set={(path, value) => {
        const next = withFieldValue(form, path as never, value as never);
        onForm(next);
        setForm(next);
      }}
    />
  );
}

async function renderStep(initial: Partial<RegistrationForm>, locale: Locale = 'en') {
  const forms: RegistrationForm[] = [];
  const messages = await loadMessages(locale);
  render(
    <LocaleProvider locale={locale} messages={messages}>
      <Harness initial={initial} onForm={(f) => forms.push(f)} />
    </LocaleProvider>,
  );
  return forms;
}

describe('the country she represents, in her registration', () => {
  it('is her nationality’s country unless she chooses the country she lives in', async () => {
    const forms = await renderStep({ nationality: 'Nigerian', residence: 'Sweden' });
    const group = screen.getByRole('group', { name: 'The country you represent' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nigeria (your nationality)' })).toBeChecked();
    expect(screen.getByText(/your pages show the country you choose here/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Sweden (where you live)' }));
    expect(forms.at(-1)?.representedCountry).toBe('residence');
    expect(screen.getByRole('radio', { name: 'Sweden (where you live)' })).toBeChecked();
  });

  it('asks nothing when her nationality and her residence are the same country, or one is missing', async () => {
    await renderStep({ nationality: 'Ghanaian', residence: 'Ghana' });
    expect(screen.queryByRole('group', { name: 'The country you represent' })).not.toBeInTheDocument();
  });

  it('names the two countries in her language', async () => {
    await renderStep({ nationality: 'Nigerian', residence: 'Sweden', representedCountry: 'residence' }, 'fr');
    expect(screen.getByRole('group', { name: 'Le pays que vous représentez' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Suède (votre pays de résidence)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nigeria (votre nationalité)' })).not.toBeChecked();
  });
});
