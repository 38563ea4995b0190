import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import UnsubscribePage from './unsubscribe-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function open(token: string | null, status = 200) {
  const server = mockApi({
    'POST /email/unsubscribe': () =>
      status === 200
        ? {
            body: {
              success: true,
              message:
                'Done: you will not receive these messages any more. Messages about your own registration still reach you.',
              data: {},
            },
          }
        : {
            status,
            body: {
              success: false,
              message: 'This link is not valid. Use the link at the foot of the most recent message.',
            },
          },
  });
  renderRoute(<UnsubscribePage />, {
    at: token ? `/unsubscribe?token=${token}` : '/unsubscribe',
    path: '/unsubscribe',
  });
  return server;
}

describe('unsubscribe page', () => {
  it('asks before doing anything, then unsubscribes with the link’s token', async () => {
    const server = open('u1.sig');
    expect(await screen.findByRole('heading', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(server.callsTo('POST /email/unsubscribe')[0]?.body).toEqual({ token: 'u1.sig' });
  });

  it('says when the link is not valid', async () => {
    open('forged', 400);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/This link is not valid/)).toBeInTheDocument();
  });

  it('says so at once when the link has no token', async () => {
    open(null);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
  });
});
