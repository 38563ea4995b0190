import type { RejectionReason } from '@cq/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRejectionReason } from '../../../test/admin-samples';
import { mockApi } from '../../../test/mock-api';
import { buildUser, ok, signIn } from '../../../test/portal';
import { renderRoute } from '../../../test/render';
import RejectionReasonsPage from './rejection-reasons-page';

const FRENCH = { text: 'Votre pièce d’identité est illisible. Merci d’envoyer une copie nette.' };
const REASON: RejectionReason = sampleRejectionReason({ translations: { fr: FRENCH } });

function open(actions: string[]) {
  signIn(buildUser({ role: 'editor', permissions: [{ resource: 'contestants', actions }] }));
  const server = mockApi({
    'GET /admin/rejection-reasons': () => ok({ reasons: [REASON] }),
    'POST /admin/rejection-reasons': (call) => ({
      body: { success: true, message: 'Reason added.', data: { ...REASON, ...(call.body as object) } },
    }),
    [`PUT /admin/rejection-reasons/${REASON._id}`]: (call) => ({
      body: { success: true, message: 'Reason saved.', data: { ...REASON, ...(call.body as object) } },
    }),
  });
  window.history.pushState({}, '', '/admin/contestants/reasons');
  renderRoute(<RejectionReasonsPage />, { at: '/admin/contestants/reasons', path: '/admin/contestants/reasons' });
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reasons for sending a registration back', () => {
  it('lists the reasons and the languages reading their English; a reader changes nothing', async () => {
    open(['read']);
    expect(await screen.findByText('Blurred identity document')).toBeInTheDocument();
    expect(screen.getByText(/English for Spanish, Portuguese, Arabic/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a reason' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change/ })).toBeNull();
  });

  it('adds a reason with its English and an Arabic version, written right to left', async () => {
    const server = open(['read', 'update']);
    const form = await screen.findByRole('form', { name: 'Add a reason' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the reason' }));
    expect(await within(form).findByText('Give the reason a name of at most 80 characters')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/rejection-reasons')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Missing height' } });
    fireEvent.change(within(form).getByLabelText(/^Reason \(English\)/), {
      target: { value: 'Please add your height in centimetres.' },
    });
    const arabic = within(form).getByLabelText('Reason in Arabic');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    fireEvent.change(arabic, { target: { value: 'يُرجى إضافة طولك بالسنتيمتر.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the reason' }));
    await vi.waitFor(() => expect(server.callsTo('POST /admin/rejection-reasons')).toHaveLength(1));
    expect(server.callsTo('POST /admin/rejection-reasons')[0]?.body).toEqual({
      label: 'Missing height',
      text: 'Please add your height in centimetres.',
      translations: { ar: { text: 'يُرجى إضافة طولك بالسنتيمتر.' } },
    });
    expect(await screen.findByText('Reason added.')).toBeInTheDocument();
  });

  it('changes a reason in place, its French version kept and a Spanish one added', async () => {
    const server = open(['read', 'update']);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Blurred identity document' }));
    const form = screen.getByRole('form', { name: 'Change Blurred identity document' });
    expect(within(form).getByLabelText('Reason in French')).toHaveValue(FRENCH.text);
    fireEvent.change(within(form).getByLabelText('Reason in Spanish'), {
      target: { value: 'Su documento de identidad no se puede leer.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the reason' }));
    await vi.waitFor(() => expect(server.callsTo(`PUT /admin/rejection-reasons/${REASON._id}`)).toHaveLength(1));
    expect(server.callsTo(`PUT /admin/rejection-reasons/${REASON._id}`)[0]?.body).toEqual({
      label: REASON.label,
      text: REASON.text,
      translations: { fr: FRENCH, es: { text: 'Su documento de identidad no se puede leer.' } },
    });
  });
});
