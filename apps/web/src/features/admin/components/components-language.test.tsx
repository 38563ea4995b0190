import type { Locale } from '@cq/shared';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { LocaleWrapper } from '../../../test/render';
import { DataTable } from './data-table';
import { FilterSelect } from './filter-select';
import { useAdminFormat } from './format';
import { Pagination } from './pagination';

async function renderIn(locale: Locale, ui: ReactNode) {
  return render(
    locale === 'en' ? (
      <LocaleWrapper>{ui}</LocaleWrapper>
    ) : (
      <LocaleProvider locale={locale} messages={await loadMessages(locale)}>
        {ui}
      </LocaleProvider>
    ),
  );
}

const pages = <Pagination page={2} pageSize={25} total={1312} onPage={() => undefined} />;

describe('the back office’s lists in the reader’s language', () => {
  it('counts and turns pages in English as before', async () => {
    await renderIn('en', pages);
    expect(screen.getByText('Showing 26–50 of 1,312')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 53')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('counts and turns pages in French, its numbers written the French way', async () => {
    await renderIn('fr', pages);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByText(/^Affichage de 26 à 50 sur 1\s312$/)).toBeInTheDocument();
    expect(screen.getByText('Page 2 sur 53')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivante' })).toBeEnabled();
  });

  it('says in Arabic that nothing matches, and offers any value of a filter', async () => {
    await renderIn(
      'ar',
      <>
        <FilterSelect id="status" label="الحالة" value="" onChange={() => undefined} options={[]} />
        <DataTable caption="القائمة" columns={[]} rows={[]} rowKey={() => ''} />
      </>,
    );
    expect(screen.getByText('لا توجد نتائج تطابق عوامل التصفية هذه.')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'الكل' })).toBeInTheDocument();
  });
});

function Stamp() {
  const format = useAdminFormat();
  return (
    <p>
      {format.day('2026-12-31')} · {format.money(125050, 'USD')}
    </p>
  );
}

describe('the back office’s dates and amounts', () => {
  it('keeps the compact English day and amount', async () => {
    await renderIn('en', <Stamp />);
    expect(screen.getByText('31 Dec 2026 · $1,250.50')).toBeInTheDocument();
  });

  it('writes them in French', async () => {
    await renderIn('fr', <Stamp />);
    expect(screen.getByText(/^31 déc\. 2026 · 1\s250,50\s\$US$/)).toBeInTheDocument();
  });
});
