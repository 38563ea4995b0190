import { EDUCATION_WARNING } from '@cq/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_UPLOAD_CLEAR_MS, FAKE_UPLOAD_MS } from './photo-upload';
import { RegistrationPreviewWizard } from './registration-preview-wizard';

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;
const bar = (name: string) => screen.getByRole('progressbar', { name });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('RegistrationPreviewWizard: steps', () => {
  it('walks the five steps with clamped Next and Back, and shows (step+1)/5 progress', () => {
    render(<RegistrationPreviewWizard />);
    expect(stepHeading()).toBe('Step 1 of 5Personal Info');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(bar('Step progress')).toHaveAttribute('aria-valuenow', '20');
    click('Next');
    expect(stepHeading()).toBe('Step 2 of 5Physical Details');
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(bar('Step progress')).toHaveAttribute('aria-valuenow', '40');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    click('Next');
    click('Next');
    click('Next');
    expect(stepHeading()).toBe('Step 5 of 5Review & Submit');
    expect(bar('Step progress')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    click('Back');
    expect(stepHeading()).toBe('Step 4 of 5Social & Contact');
  });

  it('shows the completion of the 23 items with its tier text', () => {
    render(<RegistrationPreviewWizard />);
    expect(bar('Form completion')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText("0% complete · Let's get started! Fill out the required fields.")).toBeInTheDocument();
    type(/^Date of birth/, '2000-04-12');
    fireEvent.click(screen.getByLabelText('Female'));
    type(/^Address/, '12 Riverside Drive');
    fireEvent.change(screen.getByLabelText(/Continent you will represent/), { target: { value: 'Africa' } });
    const residence = screen.getByRole('combobox', { name: /Country of residence/ });
    fireEvent.focus(residence);
    fireEvent.change(residence, { target: { value: 'kenya' } });
    fireEvent.click(screen.getByRole('option', { name: 'Kenya' }));
    // 5 of 23: 22 %.
    expect(screen.getByText("22% complete · Let's get started! Fill out the required fields.")).toBeInTheDocument();
    const nationality = screen.getByRole('combobox', { name: /Nationality/ });
    fireEvent.focus(nationality);
    fireEvent.change(nationality, { target: { value: 'kenyan' } });
    fireEvent.click(screen.getByRole('option', { name: 'Kenyan (Kenya)' }));
    expect(screen.getByText('26% complete · Good start! Continue filling out the form.')).toBeInTheDocument();
    expect(screen.getByText('Age 26', { exact: false })).toBeInTheDocument();
  });

  it('warns about an age under 18', () => {
    render(<RegistrationPreviewWizard />);
    const year = new Date().getFullYear() - 17;
    type(/^Date of birth/, `${year}-01-01`);
    expect(screen.getByText('Age 17: contestants must be at least 18 years old.')).toBeInTheDocument();
  });

  it('ends with the mock dialog and its text', () => {
    render(<RegistrationPreviewWizard />);
    for (let i = 0; i < 4; i++) click('Next');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'I acknowledge that sponsorship and financial support may be required during participation.',
      'I accept the terms and conditions of this registration.',
      'I confirm that all information provided is accurate and truthful.',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Registration (Mock) Submitted!' })).toBeInTheDocument();
    expect(within(dialog).getByText('This is a preview-only submission. No data was sent.')).toBeInTheDocument();
  });
});

describe('RegistrationPreviewWizard: timed behaviour', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the education warning for 3 seconds when a field is missing, and a move clears it', () => {
    render(<RegistrationPreviewWizard />);
    click('Next');
    click('Next');
    click('Add education');
    expect(screen.getByText(EDUCATION_WARNING)).toBeInTheDocument();
    expect(EDUCATION_WARNING).toBe(
      'Please fill in all education fields (Institution, Degree, Field of study, and Year) before adding.',
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText(EDUCATION_WARNING)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(EDUCATION_WARNING)).toBeNull();

    type('Institution', 'University of Nairobi');
    type('Degree', 'BSc');
    type('Field of study', 'Nursing');
    click('Add education');
    expect(screen.getByText(EDUCATION_WARNING)).toBeInTheDocument();
    click('Back');
    click('Next');
    expect(screen.queryByText(EDUCATION_WARNING)).toBeNull();

    type('Institution', 'University of Nairobi');
    type('Degree', 'BSc');
    type('Field of study', 'Nursing');
    type('Year', '2022');
    click('Add education');
    expect(screen.queryByText(EDUCATION_WARNING)).toBeNull();
    expect(screen.getByText('BSc in Nursing, University of Nairobi (2022)')).toBeInTheDocument();
  });

  it('adds a language only with a name and a proficiency', () => {
    render(<RegistrationPreviewWizard />);
    click('Next');
    click('Next');
    type('Language', 'Swahili');
    click('Add language');
    expect(screen.getByText('Please enter a language and choose its proficiency before adding.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Proficiency'), { target: { value: 'native' } });
    click('Add language');
    expect(screen.getByText('Swahili (native)')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a language and choose its proficiency before adding.')).toBeNull();
  });

  it('simulates the upload: done after 300 ms, the progress cleared 500 ms later', () => {
    const createObjectURL = vi.fn(() => 'blob:preview');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    render(<RegistrationPreviewWizard />);
    click('Next');
    const file = new File(['x'], 'headshot.jpg', { type: 'image/jpeg' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByRole('img', { name: 'Preview of the chosen headshot' })).toHaveAttribute('src', 'blob:preview');
    expect(bar('Upload progress')).toHaveAttribute('aria-valuenow', '10');
    act(() => vi.advanceTimersByTime(FAKE_UPLOAD_MS - 1));
    expect(bar('Upload progress')).toHaveAttribute('aria-valuenow', '10');
    act(() => vi.advanceTimersByTime(1));
    expect(bar('Upload progress')).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(FAKE_UPLOAD_CLEAR_MS - 1));
    expect(bar('Upload progress')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
    expect([FAKE_UPLOAD_MS, FAKE_UPLOAD_CLEAR_MS]).toEqual([300, 500]);
    vi.unstubAllGlobals();
  });
});
