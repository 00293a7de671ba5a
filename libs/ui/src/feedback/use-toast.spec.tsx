/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LIVE_REGION_ID } from './live-region';
import { ToastRegion } from './toast';
import { useToast } from './use-toast';

function Page() {
  const { toast, show, dismiss } = useToast();
  return (
    <>
      <button type="button" onClick={() => show('Sepete eklendi', { durationMs: 3_000 })}>
        add
      </button>
      <ToastRegion toast={toast} onDismiss={dismiss} />
    </>
  );
}

describe('useToast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces each message once through the shared live region, and the toast box is no second live region', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(screen.getByTestId('toast').textContent).toContain('Sepete eklendi');
    act(() => jest.advanceTimersByTime(200));
    const region = document.getElementById(LIVE_REGION_ID);
    expect(region?.textContent).toBe('Sepete eklendi');
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);

    // The same words again are a new announcement (the region is emptied first).
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(region?.textContent).toBe('');
    act(() => jest.advanceTimersByTime(200));
    expect(region?.textContent).toBe('Sepete eklendi');
  });
});
