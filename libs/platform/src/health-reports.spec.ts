import type { RemoteEntry } from '@harman/contracts';
import { flushHealthReports, recordRemoteHealth, remoteOfSource, watchRemoteHealth } from './health-reports';

const REMOTES: RemoteEntry[] = [
  { name: 'storefront', version: '1.2.0', manifestUrl: 'https://cdn.example/storefront/1.2.0/mf-manifest.json' },
  { name: 'account', version: '2.0.0', manifestUrl: 'https://cdn.example/account/2.0.0/mf-manifest.json' },
];

describe("the shell's health reports", () => {
  const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
  beforeAll(() => {
    Object.defineProperty(globalThis, 'navigator', { value: { sendBeacon }, configurable: true });
  });
  beforeEach(() => {
    jest.useFakeTimers();
    sendBeacon.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  const sent = async () => Promise.all(sendBeacon.mock.calls.map(async ([url, body]) => [url, JSON.parse(await body.text())]));

  it('sends the counts of a burst in one beacon, per remote and release, and nothing about the visitor', async () => {
    watchRemoteHealth(REMOTES, 1);
    recordRemoteHealth('storefront', 'loads');
    recordRemoteHealth('storefront', 'boundaryErrors');
    recordRemoteHealth('account', 'loadFailures');
    recordRemoteHealth('admin', 'loads'); // not in the registry: not counted
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(await sent()).toEqual([
      [
        '/api/platform/health-reports',
        {
          reports: [
            { remote: 'storefront', version: '1.2.0', loads: 1, loadFailures: 0, boundaryErrors: 1, unhandledErrors: 0 },
            { remote: 'account', version: '2.0.0', loads: 0, loadFailures: 1, boundaryErrors: 0, unhandledErrors: 0 },
          ],
        },
      ],
    ]);
    flushHealthReports(); // nothing pending: no beacon
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('caps each count at what the api accepts', async () => {
    watchRemoteHealth(REMOTES, 1);
    for (let i = 0; i < 150; i += 1) recordRemoteHealth('storefront', 'unhandledErrors');
    flushHealthReports();
    expect((await sent())[0][1].reports[0].unhandledErrors).toBe(100);
  });

  it('reports from a sampled share of page loads only', () => {
    watchRemoteHealth(REMOTES, 0.25, () => 0.5);
    recordRemoteHealth('storefront', 'loads');
    flushHealthReports();
    expect(sendBeacon).not.toHaveBeenCalled();
    watchRemoteHealth(REMOTES, 0.25, () => 0.1);
    recordRemoteHealth('storefront', 'loads');
    flushHealthReports();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it("attributes an error to the remote whose files are in its stack", () => {
    expect(remoteOfSource('Error: x\n    at https://cdn.example/storefront/1.2.0/static/js/async/app.js:1:2', REMOTES)).toBe('storefront');
    expect(remoteOfSource('https://cdn.example/account/2.0.0/static/js/a.js', REMOTES)).toBe('account');
    expect(remoteOfSource('https://shop.example/static/js/shell.js', REMOTES)).toBeUndefined();
  });
});
