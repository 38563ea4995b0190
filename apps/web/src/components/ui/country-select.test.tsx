import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountrySelect } from './country-select';
import { SELECT_BLUR_CLOSE_MS } from './search-select';

function Harness({ mode }: { mode: 'nationality' | 'country' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="pick">Pick</label>
      <CountrySelect id="pick" mode={mode} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

describe('CountrySelect', () => {
  it('filters nationalities by case-insensitive substring and shows them as Demonym (Country)', async () => {
    const user = userEvent.setup();
    render(<Harness mode="nationality" />);
    const input = screen.getByRole('combobox', { name: 'Pick' });
    await user.click(input);
    expect(screen.getAllByRole('option').length).toBeGreaterThan(230);
    await user.paste('NIGER');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Nigerien (Niger)', 'Nigerian (Nigeria)']);
    await user.click(screen.getByRole('option', { name: 'Nigerian (Nigeria)' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Nigerian');
    expect(input).toHaveValue('Nigerian (Nigeria)');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks residence by country name with the keyboard, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness mode="country" />);
    const input = screen.getByRole('combobox', { name: 'Pick' });
    await user.click(input);
    await user.paste('qqq');
    expect(screen.getByText('No options found')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.clear(input);
    await user.paste('NLAND');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Finland', 'Greenland']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('Greenland');
  });
});

describe('CountrySelect timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes 200 ms after losing focus, and caps the list height', async () => {
    render(<Harness mode="country" />);
    const input = screen.getByRole('combobox', { name: 'Pick' });
    fireEvent.focus(input);
    const list = screen.getByRole('listbox');
    expect(list.className).toContain('max-h-60');
    expect(list.className).toContain('overflow-y-auto');
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(SELECT_BLUR_CLOSE_MS - 1));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(SELECT_BLUR_CLOSE_MS).toBe(200);
  });

  it('still takes a click on an option that lands within the delay', () => {
    render(<Harness mode="country" />);
    const input = screen.getByRole('combobox', { name: 'Pick' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ghana' } });
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(120));
    fireEvent.click(screen.getByRole('option', { name: 'Ghana' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Ghana');
  });
});
