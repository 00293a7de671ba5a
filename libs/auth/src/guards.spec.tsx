/** @jest-environment jsdom */
import './test-support/jsdom-encoding';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initI18n } from '@harman/i18n';
import { RequireAuth, RequireRole } from './guards';
import { getSessionStore } from './session-store';

jest.mock('./session-controller', () => ({ getSessionController: () => ({}) }));

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/*" element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth and RequireRole', () => {
  const store = getSessionStore();
  beforeAll(() => initI18n());
  beforeEach(() => act(() => store.signedOut()));

  it('sends an anonymous visitor to the login page with the way back', () => {
    renderAt('/dashboard/orders?status=shipped', <RequireAuth><p>gizli</p></RequireAuth>);
    expect(screen.getByText('at /auth/login?redirect=%2Fdashboard%2Forders%3Fstatus%3Dshipped')).toBeTruthy();
  });

  it('shows the page to a signed-in customer', () => {
    act(() => store.signedIn({ id: 'u1', email: 'a@b.co', fullName: null, role: 'user' }, Date.now() + 60_000));
    renderAt('/dashboard', <RequireAuth><p>gizli</p></RequireAuth>);
    expect(screen.getByText('gizli')).toBeTruthy();
  });

  it("shows the 'session expired' notice with a login button", () => {
    act(() => store.expired());
    renderAt('/dashboard/profile', <RequireAuth><p>gizli</p></RequireAuth>);
    expect(screen.getByRole('heading', { name: 'Oturumunuzun süresi doldu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe('/auth/login?redirect=%2Fdashboard%2Fprofile');
    expect(screen.queryByText('gizli')).toBeNull();
  });

  it('sends a customer away from an admin page to /unauthorized', () => {
    act(() => store.signedIn({ id: 'u1', email: 'a@b.co', fullName: null, role: 'user' }, Date.now() + 60_000));
    renderAt('/dashboard', <RequireRole role="admin"><p>yönetim</p></RequireRole>);
    expect(screen.getByText('at /unauthorized')).toBeTruthy();
  });
});
