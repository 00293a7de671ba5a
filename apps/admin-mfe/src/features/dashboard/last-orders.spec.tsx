/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardSummary } from '@harman/contracts';
import { setLanguage } from '@harman/i18n';
import { registerPanelTranslations } from '../../i18n/panel-translations';
import { LastOrders } from './last-orders';

registerPanelTranslations();

const order = (number: string, status: string, paymentStatus: DashboardSummary['lastOrders'][number]['paymentStatus']) => ({
  id: `id-${number}`,
  number,
  customer: 'Ayşe Yılmaz',
  total: 28_785,
  status,
  paymentStatus,
  createdAt: '2025-03-01T10:00:00.000Z',
});

const orders = [order('HRM-2025-000003', 'pending', 'failed'), order('HRM-2025-000002', 'processing', 'paid'), order('HRM-2025-000001', 'pending', 'pending')];

function rowOf(number: string): HTMLElement {
  return screen.getByRole('link', { name: number }).closest('li')!;
}

describe('Admin › Dashboard last orders', () => {
  afterEach(() => act(() => setLanguage('tr')));

  it('shows a declined card order’s failed payment beside its pending status', () => {
    render(<MemoryRouter><LastOrders orders={orders} /></MemoryRouter>);
    const declined = rowOf('HRM-2025-000003');
    expect(within(declined).getByText('Beklemede')).toBeTruthy();
    expect(declined.querySelector('.admin-badge--failed')?.textContent).toBe('Ödeme durumu: Başarısız');
    expect(within(declined).getByRole('link').getAttribute('href')).toBe('/admin/dashboard/orders/id-HRM-2025-000003');
  });

  it('adds no payment badge to a paid or a merely pending order', () => {
    render(<MemoryRouter><LastOrders orders={orders} /></MemoryRouter>);
    for (const number of ['HRM-2025-000002', 'HRM-2025-000001']) {
      expect(rowOf(number).querySelector('.admin-badge--failed')).toBeNull();
      expect(within(rowOf(number)).queryByText(/Başarısız/)).toBeNull();
    }
    expect(within(rowOf('HRM-2025-000002')).getByText('Hazırlanıyor')).toBeTruthy();
  });

  it('says it in English on the English panel', async () => {
    await act(() => setLanguage('en'));
    render(<MemoryRouter><LastOrders orders={orders} /></MemoryRouter>);
    const declined = rowOf('HRM-2025-000003');
    expect(within(declined).getByText('Pending')).toBeTruthy();
    expect(declined.querySelector('.admin-badge--failed')?.textContent).toBe('Payment status: Failed');
  });

  it('says so when there is no order yet', () => {
    render(<MemoryRouter><LastOrders orders={[]} /></MemoryRouter>);
    expect(screen.getByText('Kayıt bulunamadı.')).toBeTruthy();
  });
});
