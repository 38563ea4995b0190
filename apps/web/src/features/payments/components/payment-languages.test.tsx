import type { Locale, MyPayment } from '@cq/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { mockApi } from '../../../test/mock-api';
import { samplePayment } from '../../../test/my-payments';
import { renderRoute } from '../../../test/render';
import { browserNavigation } from '../../session';
import { allowSlowPaymentScreens, ok, RegisterHarness, settingsRoute, signIn, windowRoute } from '../test/gate-harness';
import { MyPayments } from './my-payments';

allowSlowPaymentScreens();

async function renderIn(locale: Locale, element: ReactElement, at: string) {
  const messages = await loadMessages(locale);
  return renderRoute(
    <LocaleProvider locale={locale} messages={messages}>
      {element}
    </LocaleProvider>,
    { at, path: at },
  );
}

beforeEach(() => {
  vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the registration fee in another language', () => {
  it('in Arabic: the fee screen, its Pay button and the payment modal read in Arabic, the amount in Western digits', async () => {
    const user = signIn(null);
    mockApi({
      'GET /users/me': () => ok({ user }),
      'GET /settings/registration-status': windowRoute(25),
      'GET /settings': settingsRoute('test'),
    });
    await renderIn('ar', <RegisterHarness />, '/user/register');
    expect(await screen.findByRole('heading', { name: 'رسوم التسجيل' })).toBeInTheDocument();
    expect(screen.getByText('رسوم المعالجة')).toBeInTheDocument();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('قيد الانتظار');
    const pay = await screen.findByRole('button', { name: /^ادفعي .*25\.00.* الآن$/ });
    fireEvent.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'أكملي عملية الدفع' });
    expect(within(dialog).getByLabelText('رمز الخصم')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'تطبيق' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'المتابعة إلى الدفع' })).toBeEnabled();
  });
});

describe('her payments in another language', () => {
  it('in French: the heading, the status, the day and how she paid', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    const paid = samplePayment();
    // A pack of votes, in a vote whose name ends with a full stop and has a colon: the names stay as written.
    const pack: MyPayment = {
      ...paid,
      _id: '9a1d0c3e-0000-4000-8000-000000000002',
      reference: 'CQ-pack',
      product: 'vote_pack',
      item: 'Vote pack: 1 vote in Finale: Fans’ Pick.',
      purchase: { kind: 'pack', votes: 1, voteName: 'Finale: Fans’ Pick.' },
      receiptNumber: '2026-9A1D0C3E0002',
    };
    mockApi({ 'GET /payments/mine': () => ok({ payments: [paid, pack] }) });
    await renderIn('fr', <MyPayments />, '/user/home');
    expect(await screen.findByText('Pack de votes : 1 vote pour Finale: Fans’ Pick.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paiements et reçus' })).toBeInTheDocument();
    expect(await screen.findAllByText('Payé')).toHaveLength(2);
    for (const how of screen.getAllByText('Carte (Stripe)', { exact: false })) {
      expect(how).toHaveTextContent('14 mars 2026 · Carte (Stripe)');
    }
    expect(screen.getByText('Reçu 2026-9A1D0C3E0000')).toBeInTheDocument();
    expect(screen.getByText('Frais d’inscription Continental Queens')).toBeInTheDocument();
  });
});
