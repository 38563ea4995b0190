import { type Contestant, DEFAULT_SITE_VIEW, type User } from '@cq/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { completeForm, draftAnswer, REGISTRATION_OPEN } from '#web/features/registration/test/fixtures';
import { pseudoMessages } from '#web/i18n/pseudo';
import type { FakeHandler } from '#web/test/mock-api';
import {
  buildContestant,
  buildNotification,
  buildUser,
  CONTESTANT_ID,
  EMPTY_MEDIA,
  ok,
  portalApi,
  signIn,
} from '#web/test/portal';
import { renderAppAt, SAME_IN_EVERY_LANGUAGE, settle, strayTexts, withPseudoClock } from '#web/test/pseudo-pages';
import { sharedTexts } from '#web/test/shared-texts';

const messages = pseudoMessages(sharedTexts());

const FORM = completeForm();
/** What her public profile would show: her own words. */
const PREVIEW = {
  name: 'Amara Mensah',
  country: 'Ghana',
  continent: 'Africa',
  cause: 'Maternal health',
  biography: '',
  platform: { cause: 'Maternal health', description: 'Mobile clinics for rural mothers.' },
  talent: { category: 'Dance', description: 'Adowa.' },
  languages: ['English'],
  social: [],
};
const NOTIFICATIONS = [
  buildNotification({
    title: 'Payment received',
    actions: [{ label: 'Continue Registration', url: '/user/register' }],
  }),
  buildNotification({ title: 'Information session', status: 'read' }),
  buildNotification({ title: 'Old news', status: 'archived' }),
];

/** What the fake server supplied and the page shows as it is: her name, contacts, answers, notifications. */
function dataOf(user: User): (string | RegExp)[] {
  const values: string[] = [
    user.firstName,
    user.lastName,
    `${user.firstName} ${user.lastName}`,
    user.email,
    user.phoneNumber ?? '',
    // An e-mail address may be shown in pieces (it may break at its dots and @).
    ...user.email.split(/[@.]/),
  ];
  const walk = (value: unknown) => {
    if (typeof value === 'string') values.push(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  walk(FORM);
  walk(PREVIEW);
  // Her initials stand in for a missing photo.
  values.push(`${user.firstName[0]}${user.lastName[0]}`);
  for (const n of NOTIFICATIONS) values.push(n.title, n.message, ...n.actions.map((a) => a.label));
  // Longest first, so a name is taken out whole before a part of it.
  return [...new Set(values.filter((v) => v.trim().length > 1))].sort((a, b) => b.length - a.length);
}

/** Words that are the same in every language: the brand, the networks' names, addresses. */
const NEVER_TRANSLATED: (string | RegExp)[] = [
  ...SAME_IN_EVERY_LANGUAGE,
  // A currency's code is the same in every language.
  REGISTRATION_OPEN.currency,
];

/** Relative times ("1 day ago", "yesterday") are Intl's words in the page's language, not the catalogues'. */
const RELATIVE_TIMES: string[] = (() => {
  const units: Intl.RelativeTimeFormatUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];
  const words = (['auto', 'always'] as const).flatMap((numeric) => {
    const format = new Intl.RelativeTimeFormat('en', { numeric });
    return units.flatMap((unit) => Array.from({ length: 121 }, (_, i) => format.format(i - 60, unit)));
  });
  return [...new Set(words)].sort((a, b) => b.length - a.length);
})();

/** Inside another language's own words (a language's name in that language)? */
const foreign = (el: Element | null | undefined) => Boolean(el?.closest('[lang]'));

function leftOver(user: User): string[] {
  return strayTexts(foreign, [...NEVER_TRANSLATED, ...dataOf(user), ...RELATIVE_TIMES]);
}

interface Visit {
  user?: User;
  contestant?: Contestant | null;
  routes?: Record<string, FakeHandler>;
}

/** Her page at `at`, with the app's own routes, in the pseudo-language. */
async function open(at: string, { user = buildUser(), contestant = null, routes: more = {} }: Visit = {}) {
  signIn(user);
  window.history.pushState({}, '', at);
  portalApi({
    user,
    contestant,
    notifications: NOTIFICATIONS,
    routes: {
      'GET /todos': () => ok({ items: [] }),
      'GET /settings/registration-status': () => ok(REGISTRATION_OPEN),
      [`GET /contestants/${CONTESTANT_ID}/media`]: () => ok(EMPTY_MEDIA),
      [`GET /contestants/${CONTESTANT_ID}/draft`]: () => draftAnswer(0, null),
      ...more,
    },
  });
  renderAppAt(at, messages);
  await settle(2);
  return user;
}

/** Waits (on the fake clock) until the page's data is shown: its main heading. */
async function heading(until = () => true): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (screen.queryAllByRole('heading', { level: 1 }).length > 0 && until()) return;
    await settle(1);
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }
  screen.getAllByRole('heading', { level: 1 });
  expect(until()).toBe(true);
}

/** The step form is shown: its first step's fields. */
const formShown = () => document.querySelector('form input[name], form select') !== null;

withPseudoClock();

describe('the portal in the pseudo-language (every word through a catalogue)', () => {
  it('/user/home with a draft: no text skips the catalogues', async () => {
    const user = await open('/user/home', { contestant: buildContestant('in_progress', FORM) });
    await heading();
    expect(leftOver(user)).toEqual([]);
  });

  it('/user/home with a submitted registration: no text skips the catalogues', async () => {
    const user = await open('/user/home', {
      contestant: buildContestant('preliminary_submitted', FORM, { submittedAt: '2026-03-10T10:00:00.000Z' }),
    });
    await heading();
    expect(leftOver(user)).toEqual([]);
  });

  it('the notifications panel: no text skips the catalogues', async () => {
    const user = await open('/user/home', { contestant: buildContestant('in_progress', FORM) });
    await heading();
    const bell = document.querySelector('button[aria-haspopup="dialog"]') as HTMLElement;
    fireEvent.click(bell);
    await settle(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(leftOver(user)).toEqual([]);
  });

  it('/user/profile: no text skips the catalogues', async () => {
    const user = await open('/user/profile', { contestant: buildContestant('in_progress', FORM) });
    await heading();
    expect(leftOver(user)).toEqual([]);
  });

  it('/user/public-profile: no text skips the catalogues', async () => {
    const user = await open('/user/public-profile', {
      contestant: buildContestant('preliminary_approved', FORM),
      routes: {
        'GET /delegate-profile': () =>
          ok({
            state: 'no_consent',
            consent: null,
            slug: null,
            publishedAt: null,
            preview: PREVIEW,
            availableSocial: ['instagram'],
          }),
      },
    });
    await heading();
    expect(leftOver(user)).toEqual([]);
  });

  it('/user/register, paid: step 1 of the form, no text skips the catalogues', async () => {
    const user = await open('/user/register', { contestant: buildContestant('in_progress') });
    await heading(formShown);
    expect(leftOver(user)).toEqual([]);
  });

  it('/user/register, not paid: the payment gate, no text skips the catalogues', async () => {
    const user = await open('/user/register', { user: buildUser({ registration: { paymentStatus: 'pending' } }) });
    await heading();
    expect(leftOver(user)).toEqual([]);
  });

  it('/user/edit-registration: no text skips the catalogues', async () => {
    const user = await open('/user/edit-registration', {
      contestant: buildContestant('preliminary_submitted', FORM, { editing: true, editsRemaining: 2 }),
      routes: { [`GET /contestants/${CONTESTANT_ID}/draft`]: () => draftAnswer(3, FORM) },
    });
    await heading(formShown);
    expect(leftOver(user)).toEqual([]);
  });

  it('/user/settings: no text skips the catalogues', async () => {
    const user = await open('/user/settings', {
      routes: {
        'GET /users/me/data-export': () => ok({ dataExport: null }),
        'GET /users/me/deletion-request': () => ok({ deletionRequest: null }),
        'GET /users/me/second-factor': () => ok({ enabled: false, required: true, recoveryCodesLeft: 0, passkeys: 0 }),
        'GET /users/me/passkeys': () => ok([]),
      },
    });
    await heading();
    expect(leftOver(user)).toEqual([]);
  });
});

describe('the registration preview in the pseudo-language', () => {
  it('/register-preview, unlocked: no text of its five steps skips the catalogues', async () => {
    sessionStorage.setItem('previewUnlocked', '1');
    const user = await open('/register-preview', {
      routes: {
        'GET /site/content': () => ok({ site: DEFAULT_SITE_VIEW }),
        'GET /live/on-air': () => ok({ onAir: false }),
      },
    });
    await heading();
    const steps = () => [...document.querySelectorAll<HTMLButtonElement>('nav ol button')];
    expect(steps()).toHaveLength(5);
    for (const step of steps().keys()) {
      fireEvent.click(steps()[step] as HTMLButtonElement);
      await settle(1);
      // The lists' warnings and entries, on the background step.
      if (step === 2) {
        for (const button of document.querySelectorAll<HTMLButtonElement>('.space-y-10 button.btn-outline'))
          fireEvent.click(button);
        await settle(1);
        expect(document.querySelectorAll('[role="alert"]:not(.sr-only)')).toHaveLength(2);
      }
      expect(leftOver(user), `step ${step + 1}`).toEqual([]);
    }
    sessionStorage.clear();
  });
});
