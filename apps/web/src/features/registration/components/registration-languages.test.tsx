import { emptyRegistrationForm, type Locale, loadTextCatalogue, STEP_MESSAGES } from '@cq/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { renderRoute } from '../../../test/render';
import { completeForm } from '../test/fixtures';
import { ID, signedInWithDrafts } from '../test/render-form';
import { RegistrationForm } from './registration-form';
import { ReviewStep } from './steps/review-step';

async function renderIn(locale: Locale) {
  const messages = await loadMessages(locale);
  window.history.pushState({}, '', '/user/register');
  return renderRoute(
    <LocaleProvider locale={locale} messages={messages}>
      <RegistrationForm
        mode="create"
        contestantId={ID}
        initialForm={emptyRegistrationForm()}
        initialRevision={0}
        onDone={vi.fn()}
      />
    </LocaleProvider>,
    { at: '/user/register', path: '/user/register' },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 12, 0, 0));
});
signedInWithDrafts();

describe('the registration form in other languages', () => {
  it('French: the step, its fields and the buttons are in French', async () => {
    await renderIn('fr');
    expect(screen.getByRole('heading', { name: 'Informations personnelles' })).toBeInTheDocument();
    expect(screen.getByText('Étape 1 sur 8')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresse' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Femme' })).toHaveAttribute('value', 'Female');
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
  });

  it('Arabic: step 1 reads in Arabic, stored values stay English, and the rules’ errors are translated', async () => {
    await renderIn('ar');
    const text = await loadTextCatalogue('ar');
    expect(screen.getByRole('heading', { name: 'المعلومات الشخصية' })).toBeInTheDocument();
    expect(screen.getByText('الخطوة 1 من 8')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'العنوان' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'القارة التي تمثّلينها' })).toContainElement(
      screen.getByRole('option', { name: 'أفريقيا' }),
    );
    expect(screen.getByRole('option', { name: 'أفريقيا' })).toHaveAttribute('value', 'Africa');
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    const gender = text[STEP_MESSAGES.gender];
    expect(gender).toBeTruthy();
    expect(screen.getByText(gender as string)).toBeInTheDocument();
    expect(screen.queryByText(STEP_MESSAGES.gender)).not.toBeInTheDocument();
  });

  it('French: the review names each section, the stored choices and the country in French', async () => {
    render(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <ReviewStep form={completeForm()} errors={{}} set={vi.fn()} onEdit={vi.fn()} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Informations personnelles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier la section Informations personnelles' })).toBeInTheDocument();
    expect(screen.getByText('Femme')).toBeInTheDocument();
    expect(screen.getByText('Afrique')).toBeInTheDocument();
    expect(screen.getByText('J’accepte les conditions générales de cette inscription.')).toBeInTheDocument();
  });
});
