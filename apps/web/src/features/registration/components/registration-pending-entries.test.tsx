import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { mockApi } from '../../../test/mock-api';
import { completeForm } from '../test/fixtures';
import { advance, ID, renderForm, serveDrafts, signIn } from '../test/render-form';

let server: ReturnType<typeof mockApi>;
const saves = () => server.callsTo(`POST /contestants/${ID}/draft`);
const next = () => fireEvent.click(screen.getByRole('button', { name: /Next/ }));
const back = () => fireEvent.click(screen.getByRole('button', { name: /Back/ }));
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const choose = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

/** The form on step 3 (Background), with no language and no education yet. */
async function onBackground() {
  renderForm({ initialForm: completeForm({ languages: [], education: [] }) });
  next();
  next();
  await advance(0);
  expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.setSystemTime(new Date(2026, 2, 15, 12, 0, 0));
  signIn();
  server = serveDrafts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('entries typed into a list but not added', { timeout: 20_000 }, () => {
  it('Next adds them and moves on: "Swahili" in the field counts as a language', async () => {
    await onBackground();
    type('Language', 'Swahili');
    choose('Proficiency', 'fluent');
    type('Institution', 'University of Nairobi');
    type('Degree', 'BA');
    type('Field of study', 'Economics');
    type('Year', '2023');
    next();
    await advance(0);
    expect(screen.getByText('Step 4 of 8')).toBeInTheDocument();
    expect(screen.queryByText('At least one language is required')).toBeNull();
    await advance(2000);
    expect(saves().at(-1)?.body).toMatchObject({
      languages: [{ language: 'Swahili', proficiency: 'fluent' }],
      education: [{ institution: 'University of Nairobi', degree: 'BA', field: 'Economics', year: 2023 }],
    });
    back();
    await advance(0);
    expect(screen.getByText('Swahili')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Language' })).toHaveValue('');
  });

  it('Next stops and asks when a typed entry is not whole', async () => {
    await onBackground();
    type('Language', 'Swahili');
    type('Institution', 'University of Nairobi');
    next();
    await advance(0);
    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();
    expect(
      screen.getByText('Choose how well you speak Swahili and add it, or clear the language field.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please fill in all education fields (Institution, Degree, Field of study, and Year) before adding.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Language' })).toHaveValue('Swahili');
  });

  it('Back keeps a half-typed entry in its field for when she returns', async () => {
    await onBackground();
    type('Language', 'Swahili');
    back();
    await advance(0);
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    next();
    await advance(0);
    expect(screen.getByRole('textbox', { name: 'Language' })).toHaveValue('Swahili');
  });

  it('the autosave sends a whole entry still in its field, without waiting for Add', async () => {
    await onBackground();
    await advance(2000);
    const before = saves().length;
    type('Language', 'Swahili');
    choose('Proficiency', 'native');
    await advance(1999);
    expect(saves()).toHaveLength(before);
    await advance(1);
    expect(saves()).toHaveLength(before + 1);
    expect(saves().at(-1)?.body).toMatchObject({ languages: [{ language: 'Swahili', proficiency: 'native' }] });
    // The field is left as it is while she is typing.
    expect(screen.getByRole('textbox', { name: 'Language' })).toHaveValue('Swahili');
  });

  it('a goal typed on the platform step is added by Next and saved by the autosave', async () => {
    renderForm({ initialForm: completeForm() });
    for (let i = 0; i < 4; i++) next();
    await advance(2000);
    expect(screen.getByText('Step 5 of 8')).toBeInTheDocument();
    type('Goal', 'Open two clinics');
    await advance(2000);
    expect(saves().at(-1)?.body).toMatchObject({ platform: { goals: ['Open two clinics'] } });
    next();
    await advance(0);
    expect(screen.getByText('Step 6 of 8')).toBeInTheDocument();
    back();
    await advance(0);
    expect(screen.getByText('Open two clinics')).toBeInTheDocument();
  });
});
