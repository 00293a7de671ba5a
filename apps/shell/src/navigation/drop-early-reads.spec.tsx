/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { takeEarlyData } from '@harman/api-client';
import { DropEarlyReadsOnLeave } from './drop-early-reads';

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(path)}>{path}</button>;
}

// jsdom has no Response: an answer's promise is all the taker is handed.
const early = (url: string) => ({ [url]: { response: Promise.resolve({ ok: true } as Response), at: Date.now() } });

describe('DropEarlyReadsOnLeave', () => {
  it("keeps the early reads for the visit's first page, in any query, and drops them on another page", () => {
    window.__HARMAN_EARLY_DATA__ = { ...early('/api/auth/admin-session'), ...early('/api/auth/session') };
    render(
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <DropEarlyReadsOnLeave />
        <GoTo path="/admin/dashboard?tab=1" />
        <GoTo path="/admin/login" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '/admin/dashboard?tab=1' }));
    expect(takeEarlyData('/api/auth/session')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: '/admin/login' }));
    // Back on the first page after a sign-in, say: the panel asks afresh.
    fireEvent.click(screen.getByRole('button', { name: '/admin/dashboard?tab=1' }));
    expect(takeEarlyData('/api/auth/admin-session')).toBeUndefined();
  });
});
