import { emptyRegistrationForm } from '@cq/shared';
import { STEP_TITLES_IN_ORDER } from '@cq/shared/test-support/registration-steps';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeForm } from '../test/fixtures';
import { advance, renderForm, signedInWithDrafts } from '../test/render-form';

const next = () => fireEvent.click(screen.getByRole('button', { name: /Next/ }));
const back = () => fireEvent.click(screen.getByRole('button', { name: /Back/ }));
const textbox = (name: string) => screen.getByRole('textbox', { name });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 2, 15, 12, 0, 0));
});
signedInWithDrafts();

describe('step header and completion', () => {
  it("shows 'Step n of total' with the percent, and the Form Completion bar with its message", () => {
    renderForm();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step progress' })).toHaveAttribute('aria-valuenow', '13');
    const completion = screen.getByRole('progressbar', { name: 'Form Completion' });
    expect(completion).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText("Let's get started! Fill out the required fields.")).toBeInTheDocument();
  });

  it('changes the completion message and colour with the thresholds', () => {
    const { unmount } = renderForm({ initialForm: completeForm() });
    // The fixture passes every step but leaves 13 of the 41 tracked fields empty (measurements, three lists,
    // talent, goals, experience, video, character, fitness): 28/41 = 68%.
    expect(screen.getByRole('progressbar', { name: 'Form Completion' })).toHaveAttribute('aria-valuenow', '68');
    expect(screen.getByText("You're halfway there! Keep going.")).toBeInTheDocument();
    expect(screen.getByText('Form Completion').closest('[data-tier]')).toHaveAttribute('data-tier', 'half');
    unmount();
    renderForm({
      initialForm: {
        ...emptyRegistrationForm(),
        dob: '2001-01-01',
        gender: 'Female',
        address: 'x',
        height: '170',
        weight: '60',
        hairColor: 'x',
        eyeColor: 'x',
        occupation: 'x',
        nationality: 'x',
        residence: 'x',
        continent: 'Asia',
      },
    });
    // 11 of 41 fields: 27%.
    expect(screen.getByText('Good start! Continue filling out the form.')).toBeInTheDocument();
    expect(screen.getByText('Form Completion').closest('[data-tier]')).toHaveAttribute('data-tier', 'started');
  });
});

describe('validation flow', () => {
  it('blocks Next until the step validates, with the step’s messages', () => {
    renderForm();
    next();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(alerts()).toEqual([
      'Date of birth is required',
      'Gender is required',
      'Nationality is required',
      'Country of residence is required',
      'Address is required',
      'Continent is required',
    ]);
  });

  it('clears only the edited field’s error', () => {
    renderForm();
    next();
    fireEvent.change(textbox('Address'), { target: { value: '1 Main Road' } });
    expect(alerts()).not.toContain('Address is required');
    expect(alerts()).toContain('Gender is required');
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(alerts()).not.toContain('Gender is required');
    expect(alerts()).toContain('Continent is required');
  });

  it('moves on when the step validates, Back goes down and clears errors, and Back is disabled on step 1', () => {
    renderForm({ initialForm: { ...completeForm(), height: '' } });
    expect(screen.getByRole('button', { name: /Back/ })).toBeDisabled();
    next();
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    next();
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    expect(alerts()).toEqual(['Height is required']);
    back();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(alerts()).toEqual([]);
  });

  it('walks all eight steps of a complete form, and the last offers Submit Registration', () => {
    renderForm({ initialForm: completeForm() });
    const titles: string[] = [];
    for (let i = 0; i < 7; i++) {
      titles.push(screen.getByRole('heading', { level: 2 }).textContent ?? '');
      next();
    }
    titles.push(screen.getByRole('heading', { level: 2 }).textContent ?? '');
    expect(titles).toEqual(STEP_TITLES_IN_ORDER);
    expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Registration' })).toBeInTheDocument();
  });

  it('refuses under 18 and only warns outside 20–26', () => {
    renderForm({ initialForm: { ...completeForm(), dob: '2010-06-01' } });
    next();
    expect(alerts()).toEqual([
      'You must be at least 18 years old to participate. Please contact the organizers if you have questions about eligibility.',
    ]);
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1990-06-01' } });
    expect(screen.getByText('Age: 35')).toBeInTheDocument();
    expect(
      screen.getByText('Recommended age range is 20-26 years. You may still continue with your application.'),
    ).toBeInTheDocument();
    next();
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
  });

  it('checks the emergency contact e-mail and the acknowledgements with their messages', () => {
    renderForm({ initialForm: { ...completeForm(), termsAccepted: false } });
    for (let i = 0; i < 5; i++) next();
    expect(screen.getByText('Step 6 of 8')).toBeInTheDocument();
    fireEvent.change(textbox('Email'), { target: { value: 'akosua@example' } });
    next();
    expect(alerts()).toEqual(['Please enter a valid email address']);
    fireEvent.change(textbox('Email'), { target: { value: 'akosua@example.com' } });
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(alerts()).toEqual(['You must accept the terms and conditions']);
  });

  it('adds languages with a proficiency and warns for 3 s about incomplete education', async () => {
    renderForm({ initialForm: { ...completeForm(), languages: [], education: [] } });
    next();
    next();
    next();
    expect(alerts()).toEqual(['At least one language is required', 'Education information is required']);
    const languages = screen.getByRole('group', { name: /Languages/ });
    fireEvent.change(within(languages).getByLabelText('Language'), { target: { value: 'Twi' } });
    expect(within(languages).getByRole('button', { name: 'Add language' })).toBeDisabled();
    fireEvent.change(within(languages).getByLabelText('Proficiency'), { target: { value: 'fluent' } });
    fireEvent.click(within(languages).getByRole('button', { name: 'Add language' }));
    expect(within(languages).getByText('Twi')).toBeInTheDocument();
    expect(alerts()).toEqual(['Education information is required']);

    const education = screen.getByRole('group', { name: /Education/ });
    fireEvent.change(within(education).getByLabelText('Institution'), { target: { value: 'KNUST' } });
    fireEvent.click(within(education).getByRole('button', { name: 'Add education' }));
    const warning =
      'Please fill in all education fields (Institution, Degree, Field of study, and Year) before adding.';
    expect(screen.getByText(warning)).toBeInTheDocument();
    await advance(2999);
    expect(screen.getByText(warning)).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText(warning)).toBeNull();
  });
});
