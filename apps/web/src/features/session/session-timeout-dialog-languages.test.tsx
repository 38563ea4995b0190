import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/load-catalogue';
import { LocaleProvider } from '../../i18n/locale-context';
import { SessionTimeoutDialog } from './session-timeout-dialog';

const USER = { firstName: 'Noor', lastName: 'Haddad', email: 'noor@example.com' } as never;

describe('The inactivity warning in other languages', () => {
  it('warns in French, with the time left read out in words', async () => {
    render(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <SessionTimeoutDialog open secondsLeft={61} user={USER} onExtend={() => {}} onSignOut={() => {}} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Expiration de la session' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prolonger la session' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAttribute('aria-label', 'Temps restant\u00a0: 1 minute et 1 seconde');
  });

  it('warns in Arabic', async () => {
    render(
      <LocaleProvider locale="ar" messages={await loadMessages('ar')}>
        <SessionTimeoutDialog open secondsLeft={120} user={USER} onExtend={() => {}} onSignOut={() => {}} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'تنبيه انتهاء الجلسة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج الآن' })).toBeInTheDocument();
  });
});
