/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { loadRemoteModule } from './federation';
import { recordRemoteHealth } from './health-reports';
import { RemoteSlot } from './remote-slot';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('./health-reports', () => ({ recordRemoteHealth: jest.fn() }));
// The slot's own behaviour, not the design system's screens (whose router needs more than jsdom has).
jest.mock('@harman/ui', () => ({ ErrorFallback: () => <section role="alert">failed</section>, Spinner: () => null }));

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
