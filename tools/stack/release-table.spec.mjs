import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { RELEASE_GENERATION_KEY as CONTRACT_GENERATION_KEY, SIGNED_IN_HINT_COOKIE as CONTRACT_HINT, VISITOR_COOKIE } from '@harman/contracts';
import * as api from '../../apps/api/src/modules/platform/cohort';
import { SIGNED_IN_HINT_COOKIE } from './cookie-names.mjs';
import {
  RELEASE_GENERATION_KEY,
  cohortOf,
  createPageLoadCounter,
  createReleaseTable,
  healthSampleRate,
  isVisitorId,
  newVisitorId,
  parseCookies,
  releasesForCohort,
  visitorCookieLine,
} from './release-table.mjs';

const STABLE = { name: 'storefront', version: '1.0.0', manifestUrl: 'http://r/1/mf-manifest.json', canaryPercent: null };
const CANARY = { name: 'storefront', version: '1.1.0', manifestUrl: 'http://r/2/mf-manifest.json', canaryPercent: 30 };
const ACCOUNT = { name: 'account', version: '2.0.0', manifestUrl: 'http://r/3/mf-manifest.json', canaryPercent: null };

describe("the shell server's copy of the api's cohort rules", () => {
  it("gives every visitor id the api's cohort, and new ids are ids the api accepts", () => {
    for (let i = 0; i < 500; i += 1) {
      const id = randomBytes(16).toString('base64url');
      expect(cohortOf(id)).toBe(api.cohortOf(id));
    }
    const id = newVisitorId();
    expect(isVisitorId(id)).toBe(true);
    expect(api.isVisitorId(id)).toBe(true);
    expect(isVisitorId('short')).toBe(false);
  });

  it("chooses the api's release for each of the 100 cohorts", () => {
    for (const table of [[STABLE, ACCOUNT], [CANARY, STABLE, ACCOUNT], [STABLE, CANARY], [CANARY]]) {
      for (let cohort = 0; cohort < 100; cohort += 1) expect(releasesForCohort(table, cohort)).toEqual(api.releasesForCohort(table, cohort));
    }
    expect(releasesForCohort([CANARY, STABLE], 29).map((entry) => entry.version)).toEqual(['1.1.0']);
    expect(releasesForCohort([CANARY, STABLE], 30).map((entry) => entry.version)).toEqual(['1.0.0']);
  });

  it("samples health reports as the api does, counting this minute's and the last minute's loads", () => {
    for (const loads of [1, 100, 101, 250, 1_000_000_000]) expect(healthSampleRate(loads, 100)).toBe(api.healthSampleRate(loads, 100));
    let clock = 0;
    const count = createPageLoadCounter(() => clock);
    expect(count()).toBe(1);
    expect(count()).toBe(2);
    clock = 60_000; // the next minute still remembers the last one's two
    expect(count()).toBe(2);
    clock = 180_000; // a quiet minute between: forgotten
    expect(count()).toBe(1);
  });

  it('names the cookies and the generation key as the contracts do', () => {
    expect(SIGNED_IN_HINT_COOKIE).toBe(CONTRACT_HINT);
    expect(RELEASE_GENERATION_KEY).toBe(CONTRACT_GENERATION_KEY);
    expect(visitorCookieLine({ name: VISITOR_COOKIE, secure: false }, 'x'.repeat(22))).toBe(
      `harman_vid=${'x'.repeat(22)}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(visitorCookieLine({ name: `__Host-${VISITOR_COOKIE}`, secure: true }, 'y')).toMatch(/^__Host-harman_vid=y; .*; Secure$/);
    expect(parseCookies('a=1; harman_vid=abc=; b')).toEqual({ a: '1', harman_vid: 'abc=' });
  });
});

describe('the release table the shell server keeps', () => {
  let server;
  let answers;
  let apiUrl;
  beforeEach(async () => {
    answers = 0;
    server = createServer((_req, res) => {
      answers += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ releases: [STABLE], answer: answers }));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${server.address().port}`;
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('is read once per generation, again when the generation moves, and shared by pages that arrive together', async () => {
    let generation = '7';
    const table = createReleaseTable({ apiUrl, generation: async () => generation });
    const together = await Promise.all([table(), table(), table()]);
    expect(together.map((t) => t.answer)).toEqual([1, 1, 1]);
    expect((await table()).answer).toBe(1);
    generation = '8';
    expect((await table()).answer).toBe(2);
    expect(answers).toBe(2);
  });

  it('is read again after a minute under an unmoved generation, and is nothing without a generation or an api', async () => {
    let clock = 0;
    const table = createReleaseTable({ apiUrl, generation: async () => '1', now: () => clock });
    expect((await table()).answer).toBe(1);
    clock = 61_000;
    expect((await table()).answer).toBe(2);
    expect(await createReleaseTable({ apiUrl, generation: async () => null })()).toBeNull();
    expect(await createReleaseTable({ apiUrl: 'http://127.0.0.1:9', generation: async () => '1' })()).toBeNull();
  });
});
