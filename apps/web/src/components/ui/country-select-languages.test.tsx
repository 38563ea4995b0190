import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/load-catalogue';
import { LocaleProvider } from '../../i18n/locale-context';
import { ConfirmDialog } from './confirm-dialog';
import { CountrySelect } from './country-select';

function Harness({ mode }: { mode: 'nationality' | 'country' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="pick">Pays</label>
      <CountrySelect id="pick" mode={mode} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('The shared controls in other languages', () => {
  it('names countries in French, sorted as French sorts, and keeps the English value', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <Harness mode="country" />
      </LocaleProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Pays' });
    expect(input).toHaveAttribute('placeholder', 'Rechercher un pays');
    await user.click(input);
    const labels = screen.getAllByRole('option').map((o) => o.textContent ?? '');
    expect(labels).toEqual([...labels].sort(new Intl.Collator('fr').compare));
    await user.paste('allema');
    await user.click(screen.getByRole('option', { name: 'Allemagne' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Germany');
    expect(input).toHaveValue('Allemagne');
    await user.click(input);
    await user.paste('etats-u');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'États-Unis',
      'Îles Vierges des États-Unis',
    ]);
  });

  it('picks a nationality by its country’s name in Spanish, keeping the English demonym', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="es" messages={await loadMessages('es')}>
        <Harness mode="nationality" />
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('combobox'));
    await user.paste('alemania');
    await user.click(screen.getByRole('option', { name: 'Alemania' }));
    expect(screen.getByTestId('value')).toHaveTextContent('German');
  });

  it('asks for confirmation in Arabic by default', async () => {
    render(
      <LocaleProvider locale="ar" messages={await loadMessages('ar')}>
        <ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'تأكيد الإجراء' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تأكيد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });
});
