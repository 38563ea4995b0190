import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { PREVIEW_UNLOCKED_KEY } from '../api/unlock-preview';
import RegisterPreviewPage from './register-preview-page';

async function open(locale: 'fr' | 'ar') {
  const messages = await loadMessages(locale);
  mockApi({});
  return renderRoute(
    <LocaleProvider locale={locale} messages={messages}>
      <RegisterPreviewPage />
    </LocaleProvider>,
    { at: '/register-preview', path: '/register-preview' },
  );
}

afterEach(() => sessionStorage.clear());

describe('the registration preview in other languages', () => {
  it('French: the gate asks for the preview password', async () => {
    await open('fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aperçu de l’inscription');
    expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir l’aperçu' })).toBeDisabled();
  });

  it('Arabic: the unlocked form, its first step and its choices', async () => {
    sessionStorage.setItem(PREVIEW_UNLOCKED_KEY, '1');
    await open('ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تسجيل المتسابقات');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('الخطوة 1 من 5المعلومات الشخصية');
    expect(screen.getByLabelText('أنثى')).toHaveAttribute('value', 'Female');
    expect(screen.getByText('اكتمل 0% · لنبدأ! املئي الحقول المطلوبة.')).toBeInTheDocument();
  });

  it('Arabic: the review names her choices and its steps in Arabic', async () => {
    sessionStorage.setItem(PREVIEW_UNLOCKED_KEY, '1');
    await open('ar');
    fireEvent.click(screen.getByLabelText('أنثى'));
    fireEvent.change(screen.getByLabelText(/القارة التي ستمثّلينها/), { target: { value: 'Africa' } });
    fireEvent.click(screen.getByRole('button', { name: /المراجعة والإرسال/ }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('الخطوة 5 من 5المراجعة والإرسال');
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('الجنس')).toHaveTextContent('أنثى');
    expect(row('القارة')).toHaveTextContent('أفريقيا');
    expect(screen.getByRole('group', { name: 'الإقرارات' })).toBeInTheDocument();
  });
});
