import fs from 'node:fs';
import path from 'node:path';
import type { PermissionEntry } from '@cq/shared';
import { type APIRequestContext, expect } from '@playwright/test';
import sampleRegistrationForm from '../../apps/api/src/dev/sample-registration-form.json' with { type: 'json' };
import { type Account, latestMail, linkIn, newAccount, registrationFeeBody } from './accounts';
import { registrationFiles } from './files';
import { DIRECTOR } from './staff';

/**
 * Accounts made through the API, for journeys about what comes after them (judging a round needs approved
 * delegates; the registration journeys cover how a contestant gets there in the browser).
 */
async function call<T = { data: Record<string, unknown> }>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await request.fetch(url, {
    method,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.body === undefined ? {} : { data: opts.body }),
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export interface ApiAccount extends Account {
  id: string;
  token: string;
}

/** A verified, signed-in account. */
export async function verifiedAccount(request: APIRequestContext, account = newAccount()): Promise<ApiAccount> {
  await call(request, 'POST', '/api/users/register', { body: account });
  const mail = await latestMail(request, account.email, 'verify-email');
  await call(request, 'GET', `/api${linkIn(mail, '/auth/verify-email/').replace('/auth/', '/users/')}`);
  const login = await call<{ data: { token: string; user: { _id: string } } }>(request, 'POST', '/api/users/login', {
    body: { email: account.email, password: account.password },
  });
  return { ...account, id: login.data.user._id, token: login.data.token };
}

export async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await call<{ data: { token: string } }>(request, 'POST', '/api/users/login', { body: DIRECTOR });
  return login.data.token;
}

/** A contestant who paid, uploaded her files, submitted the sample form (with these answers) and was approved. */
export async function approvedContestant(
  request: APIRequestContext,
  answers: { firstName: string; continent: string; nationality: string },
): Promise<{ account: ApiAccount; contestantId: string }> {
  const account = await verifiedAccount(request, { ...newAccount('delegate'), firstName: answers.firstName });
  const init = await call<{ data: { reference: string } }>(request, 'POST', '/api/payments/initialize', {
    token: account.token,
    body: registrationFeeBody(account),
  });
  const decided = await request.post(`/api/payments/test-checkout/${encodeURIComponent(init.data.reference)}`, {
    form: { decision: 'approve' },
    maxRedirects: 0,
  });
  expect(decided.status()).toBe(303);
  const me = await call<{ data: { _id: string } }>(request, 'GET', '/api/contestants/me', { token: account.token });
  const contestantId = me.data._id;
  const files = await registrationFiles();
  for (const [uploadType, file] of Object.entries(files)) {
    const res = await request.post(`/api/contestants/${contestantId}/upload`, {
      headers: { authorization: `Bearer ${account.token}` },
      multipart: {
        uploadType,
        file: { name: path.basename(file), mimeType: mimeOf(file), buffer: fs.readFileSync(file) },
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await call(request, 'POST', `/api/contestants/${contestantId}/form`, {
    token: account.token,
    body: { ...sampleRegistrationForm, continent: answers.continent, nationality: answers.nationality },
  });
  const staff = await staffToken(request);
  const detail = await call<{ data: { version: number } }>(request, 'GET', `/api/admin/contestants/${contestantId}`, {
    token: staff,
  });
  await call(request, 'POST', `/api/admin/contestants/${contestantId}/decision`, {
    token: staff,
    body: { decision: 'approve', version: detail.data.version },
  });
  return { account, contestantId };
}

/** Gives an account permissions, as the director does in Users. */
export async function grant(request: APIRequestContext, userId: string, permissions: PermissionEntry[]): Promise<void> {
  await call(request, 'PUT', `/api/admin/users/${userId}/permissions`, {
    token: await staffToken(request),
    body: { permissions },
  });
}

/** A verified account the director has made a judge (she may score). */
export async function newJudge(request: APIRequestContext): Promise<ApiAccount> {
  const judge = await verifiedAccount(request);
  await grant(request, judge.id, [{ resource: 'judging', actions: ['score'] }]);
  return judge;
}

/** A season no other journey's rounds are in, so a journey's round is the only one of its season. */
export const unusedSeason = () => 2030 + Math.floor(Math.random() * 60);

/** Amara of Nigeria and Lerato of South Africa, approved delegates of Africa: a round's smallest field. */
async function amaraAndLerato(request: APIRequestContext) {
  const amara = await approvedContestant(request, { firstName: 'Amara', continent: 'Africa', nationality: 'Nigeria' });
  const lerato = await approvedContestant(request, {
    firstName: 'Lerato',
    continent: 'Africa',
    nationality: 'South Africa',
  });
  return { amara, lerato };
}

/**
 * The director's Africa final of an unused season with these rules (not yet open), holding Amara and Lerato, and
 * a judge ready to be seated on it; with the director's token to go on setting it up.
 */
export async function africaFinal(request: APIRequestContext, rules: Record<string, unknown>) {
  const season = unusedSeason();
  const { amara, lerato } = await amaraAndLerato(request);
  const judge = await newJudge(request);
  const token = await staffToken(request);
  const created = await call<{ data: { id: string; slug: string } }>(request, 'POST', '/api/admin/judging/rounds', {
    token,
    body: { season, name: 'Final', continent: 'Africa', kind: 'final', rules },
  });
  const { id, slug } = created.data;
  await call(request, 'PUT', `/api/admin/judging/rounds/${id}/delegates`, {
    token,
    body: { contestantIds: [amara.contestantId, lerato.contestantId] },
  });
  return { season, id, slug, amara, lerato, judge, token };
}

export { call as apiCall };

function mimeOf(file: string): string {
  const ext = path.extname(file).toLowerCase();
  return ext === '.jpg'
    ? 'image/jpeg'
    : ext === '.png'
      ? 'image/png'
      : ext === '.pdf'
        ? 'application/pdf'
        : 'video/mp4';
}
