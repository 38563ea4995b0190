import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { createUser, loginAs } from '../src/dev/factories';
import { issueOneTimeToken } from '../src/modules/users/one-time-tokens';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();

const verify = (token: string) => t.app.inject({ method: 'GET', url: `/api/users/verify-email/${token}` });
const rowsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('the welcome notification', () => {
  it('arrives when the e-mail address is verified, once', async () => {
    const user = await createUser(t.db, { isEmailVerified: false });
    expect(await rowsOf(user.id)).toHaveLength(0);

    const res = await verify(await issueOneTimeToken(t.db, user.id, 'verify_email'));
    expect(res.statusCode).toBe(200);
    const [welcome, ...rest] = await rowsOf(user.id);
    expect(rest).toHaveLength(0);
    expect(welcome).toMatchObject({
      title: 'Welcome to Continental Queens',
      type: 'account',
      status: 'unread',
      priority: 'normal',
      category: 'account',
      dedupeKey: 'welcome',
    });
    expect(welcome?.actions).toContainEqual({ label: 'Start Registration', url: '/user/register' });

    // A second link for the same address (verified again) does not welcome twice.
    expect((await verify(await issueOneTimeToken(t.db, user.id, 'verify_email'))).statusCode).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(1);

    // The contestant sees it in the list and in the unread count.
    const { headers } = loginAs(t.app, user);
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(list.json().data).toMatchObject({ total: 1, unreadCount: 1 });
    expect(list.json().data.notifications[0].title).toBe('Welcome to Continental Queens');
  });

  it('is not written when the verification fails', async () => {
    const user = await createUser(t.db, { isEmailVerified: false });
    expect((await verify('not-a-real-token-0123456789')).statusCode).toBe(400);
    const token = await issueOneTimeToken(t.db, user.id, 'verify_email');
    await verify(token);
    expect(await rowsOf(user.id)).toHaveLength(1);
    // The used link fails and writes nothing more.
    expect((await verify(token)).statusCode).toBe(400);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });
});
