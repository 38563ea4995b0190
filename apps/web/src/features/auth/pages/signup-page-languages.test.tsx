import { LOGOUT_MESSAGES } from '@cq/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import LoginPage from './login-page';
import SignupPage from './signup-page';

describe('Account pages in other languages', () => {
  it('signs up in Arabic: the form, the consent links, a refusal and the check-your-email screen', async () => {
    const server = mockApi({
      'POST /users/register': () => ({ status: 201, body: { success: true, message: 'ok', data: null } }),
    });
    const messages = await loadMessages('ar');
    renderRoute(
      <LocaleProvider locale="ar" messages={messages}>
        <SignupPage />
      </LocaleProvider>,
      { at: '/auth/signup', path: '/auth/signup' },
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'أنشئي حسابك' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'شروط الاستخدام' })).toHaveAttribute('href', '/terms-of-use');
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('يُرجى التحقق من ملء جميع الحقول بشكل صحيح.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);

    const fields: [RegExp, string][] = [
      [/^الاسم الأول/, 'نور'],
      [/^اسم العائلة/, 'حداد'],
      [/^البريد الإلكتروني/, 'noor@example.com'],
      [/^رقم الهاتف/, '+971 50 000 0000'],
      [/^كلمة المرور/, 'Golden-Savanna-44'],
    ];
    for (const [label, value] of fields) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByRole('heading', { name: 'تحقّقي من بريدك الإلكتروني' })).toBeInTheDocument();
    expect(screen.getByText('noor@example.com')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/auth/login');
  });

  it('greets in French on the sign-in page, with the sign-out message in French', async () => {
    localStorage.setItem(STORAGE_KEYS.logoutSuccess, LOGOUT_MESSAGES.manual);
    renderRoute(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <LoginPage />
      </LocaleProvider>,
      { at: '/auth/login', path: '/auth/login' },
    );
    expect(screen.getByRole('heading', { name: 'Bon retour parmi nous' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Votre déconnexion a bien été effectuée.');
    expect(screen.getByRole('button', { name: 'Fermer le message' })).toBeInTheDocument();
  });
});
