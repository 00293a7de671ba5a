/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SalesReport } from '@harman/contracts';
import { setLanguage } from '@harman/i18n';
import { getSalesReport } from '../features/reports/reports-api';
import { registerPanelTranslations } from '../i18n/panel-translations';
import ReportsPage from './reports-page';

jest.mock('../features/reports/reports-api', () => ({
  getSalesReport: jest.fn(),
  salesCsvUrl: (query: string) => `/api/admin/reports/sales/export${query}`,
}));

registerPanelTranslations();

const report: SalesReport = {
  from: '2025-03-01',
  to: '2025-03-30',
  groupBy: 'day',
  totals: { orders: 1_250, revenue: 3_600_000, averageOrderValue: 2_880, units: 2_400 },
  series: [{ period: '2025-03-01', orders: 1_250, revenue: 3_600_000 }],
  byProduct: [
    { id: 'p1', name: 'Etiyopya Yirgacheffe', nameEn: 'Ethiopia Yirgacheffe', units: 1_300, revenue: 2_000_000 },
    // An English name left empty: the English page falls back to the Turkish one.
    { id: 'p2', name: 'Ev Harmanı', nameEn: '', units: 1_100, revenue: 1_600_000 },
  ],
  byCategory: [{ slug: 'single-origin', name: 'Tek Köken', nameEn: 'Single Origin', units: 2_400, revenue: 3_600_000 }],
  topCustomers: [{ email: 'ayse@example.com', orders: 3, revenue: 86_355 }],
  lowStock: [{ id: 'p3', name: 'Dağıtım Aleti (WDT)', nameEn: 'Distribution Tool (WDT)', sku: 'HK-ES-WDT', available: 0 }],
};

/** The cells of a report table (named by its heading), row by row, heads first. */
function tableOf(name: string): string[][] {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map((cell) => cell.textContent ?? ''));
}

async function renderPage() {
  render(<MemoryRouter initialEntries={['/admin/dashboard/reports?from=2025-03-01&to=2025-03-30']}><ReportsPage /></MemoryRouter>);
  await screen.findByText('ayse@example.com');
}

describe('Admin › Raporlar names', () => {
  beforeEach(() => jest.mocked(getSalesReport).mockResolvedValue(report));
  afterEach(() => act(() => setLanguage('tr')));

  it('shows the English names of products and categories on the English page', async () => {
    await act(() => setLanguage('en'));
    await renderPage();
    for (const name of ['Ethiopia Yirgacheffe', 'Single Origin', 'Distribution Tool (WDT)', 'Ev Harmanı']) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.queryByText(/Tek Köken|Etiyopya|Dağıtım Aleti/)).toBeNull();
    expect(tableOf('By product')).toEqual([
      ['Product', 'Units', 'Revenue'],
      ['Ethiopia Yirgacheffe', '1,300', '₺20,000.00'],
      ['Ev Harmanı', '1,100', '₺16,000.00'],
    ]);
    expect(tableOf('By category')).toEqual([
      ['Category', 'Units', 'Revenue'],
      ['Single Origin', '2,400', '₺36,000.00'],
    ]);
    expect(tableOf('Low in stock')).toEqual([
      ['Product', 'SKU', 'Available'],
      ['Distribution Tool (WDT)', 'HK-ES-WDT', '0'],
    ]);
    expect(tableOf('Top customers')).toEqual([
      ['E-mail', 'Orders', 'Revenue'],
      ['ayse@example.com', '3', '₺863.55'],
    ]);
    // The totals' counts in the page's digit grouping too.
    const totals = [...document.querySelectorAll('.admin-stat')].map((stat) => [stat.querySelector('dt')?.textContent, stat.querySelector('dd')?.textContent]);
    expect(totals).toEqual([['Revenue', '₺36,000.00'], ['Orders', '1,250'], ['Average order value', '₺28.80'], ['Units sold', '2,400']]);
  });

  it('shows the Turkish names on the Turkish page', async () => {
    await renderPage();
    for (const name of ['Etiyopya Yirgacheffe', 'Tek Köken', 'Dağıtım Aleti (WDT)', 'Ev Harmanı']) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.queryByText(/Single Origin|Ethiopia|Distribution Tool/)).toBeNull();
    expect(tableOf('Ürünlere göre')).toEqual([
      ['Ürün', 'Adet', 'Ciro'],
      ['Etiyopya Yirgacheffe', '1.300', '₺20.000,00'],
      ['Ev Harmanı', '1.100', '₺16.000,00'],
    ]);
    expect(tableOf('Kategorilere göre')).toEqual([
      ['Kategori', 'Adet', 'Ciro'],
      ['Tek Köken', '2.400', '₺36.000,00'],
    ]);
    expect(tableOf('Stoğu azalanlar')).toEqual([
      ['Ürün', 'Stok kodu', 'Satılabilir'],
      ['Dağıtım Aleti (WDT)', 'HK-ES-WDT', '0'],
    ]);
  });
});
