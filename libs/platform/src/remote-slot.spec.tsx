/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadRemoteModule } from './federation';
import { recordRemoteHealth } from './health-reports';
import { RemoteSlot, preloadRemoteApp } from './remote-slot';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('./health-reports', () => ({ recordRemoteHealth: jest.fn() }));
// The slot's own behaviour, not the design system's screens (whose router needs more than jsdom has).
jest.mock('@harman/ui', () => ({
  ErrorFallback: ({ onRetry }: { onRetry: () => void }) => (
    <section role="alert">
      <button onClick={onRetry}>retry</button>
    </section>
  ),
  Spinner: () => <p>loading</p>,
}));

const load = loadRemoteModule as jest.Mock;
const record = recordRemoteHealth as jest.Mock;

describe("RemoteSlot's health events", () => {
  beforeEach(() => {
    record.mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('counts a page load, then the error its page throws while rendering', async () => {
    const Broken = () => {
      throw new Error('broken page');
    };
    load.mockResolvedValueOnce({ default: Broken });
    render(<RemoteSlot remote="storefront" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(record.mock.calls).toEqual([
      ['storefront', 'loads'],
      ['storefront', 'boundaryErrors'],
    ]);
  });

  it('counts a remote that cannot be loaded', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    render(<RemoteSlot remote="account" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(record.mock.calls).toEqual([['account', 'loadFailures']]);
  });
});

describe('a remote preloaded while the shell starts', () => {
  beforeEach(() => {
    load.mockReset();
    record.mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows its page in the first render once loaded, without loading it again', async () => {
    load.mockResolvedValueOnce({ default: () => <h1>admin home</h1> });
    preloadRemoteApp('admin');
    await act(async () => undefined);
    render(<RemoteSlot remote="admin" />);
    // No spinner first: the page is there at the slot's first render.
    expect(screen.getByRole('heading', { name: 'admin home' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(record.mock.calls).toEqual([['admin', 'loads']]);
  });

  it('is taken by a slot that renders while it is still loading', async () => {
    let finish: (module: unknown) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    preloadRemoteApp('storefront', 'Later');
    render(<RemoteSlot remote="storefront" exposed="Later" />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => finish({ default: () => <h1>home</h1> }));
    expect(screen.getByRole('heading', { name: 'home' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails in its slot like the slot\'s own load, and retry loads the remote anew', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: () => <h1>account home</h1> });
    preloadRemoteApp('account', 'Retried');
    render(<RemoteSlot remote="account" exposed="Retried" />);
    fireEvent.click(await screen.findByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('heading', { name: 'account home' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1]).toEqual(['account', 'Retried', { retry: true }]);
    expect(record.mock.calls).toEqual([
      ['account', 'loadFailures'],
      ['account', 'loads'],
    ]);
  });
});
