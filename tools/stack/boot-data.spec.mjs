import { createServer } from 'node:http';
import { createBootData, withBootData } from './boot-data.mjs';
import { cohortOf } from './release-table.mjs';

/** A real HTTP server answering `routes[path]` as JSON (a status number answers with that status). */
async function serve(routes) {
  const server = createServer((req, res) => {
    const answer = routes[req.url];
    if (answer === undefined || typeof answer === 'number') {
      res.writeHead(typeof answer === 'number' ? answer : 404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the boot data the shell server puts in its page', () => {
  const servers = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('carries the registry and the manifest of every active remote it could read', async () => {
    const remotes = await serve({ '/1/mf-manifest.json': { name: 'storefront', exposes: [] }, '/2/mf-manifest.json': 500 });
    servers.push(remotes);
    const registry = {
      remotes: [
        { name: 'storefront', version: '1', manifestUrl: `${remotes.url}/1/mf-manifest.json` },
        { name: 'account', version: '2', manifestUrl: `${remotes.url}/2/mf-manifest.json` },
      ],
    };
    const api = await serve({ '/api/platform/remotes': registry });
    servers.push(api);

    const data = await createBootData(api.url)();
    expect(data).toEqual({ registry, manifests: { [`${remotes.url}/1/mf-manifest.json`]: { name: 'storefront', exposes: [] } }, setCookies: [] });
  });

  it("sends the visitor's cookies to the api and hands back the cookies it sets", async () => {
    let seen;
    const server = createServer((req, res) => {
      seen = req.headers.cookie;
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': ['harman_vid=abc; Path=/; HttpOnly'] }).end('{"remotes":[]}');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push({ close: () => new Promise((resolve) => server.close(resolve)) });
    const data = await createBootData(`http://127.0.0.1:${server.address().port}`)({ cookie: 'harman_vid=old' });
    expect(seen).toBe('harman_vid=old');
    expect(data.setCookies).toEqual(['harman_vid=abc; Path=/; HttpOnly']);
    expect(withBootData('<head>', data)).toBe('<head><script>window.__HARMAN_BOOT__={"registry":{"remotes":[]},"manifests":{}}</script>');
  });

  it('is nothing when the api does not answer, so the page asks for itself', async () => {
    const api = await serve({ '/api/platform/remotes': 503 });
    servers.push(api);
    expect(await createBootData(api.url)()).toBeNull();
    expect(withBootData('<html><head></head></html>', null)).toBe('<html><head></head></html>');
  });

  describe('with the release table', () => {
    const manifestOf = (remotes, n) => `${remotes.url}/${n}/mf-manifest.json`;
    async function setUp() {
      const remotes = await serve({ '/1/mf-manifest.json': { v: 1 }, '/2/mf-manifest.json': { v: 2 } });
      let asked = 0;
      const api = createServer((_req, res) => {
        asked += 1;
        res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': ['harman_vid=fromapi; Path=/'] }).end('{"remotes":[]}');
      });
      await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
      servers.push(remotes, { close: () => new Promise((resolve) => api.close(resolve)) });
      const table = {
        releases: [
          { name: 'storefront', version: '1', manifestUrl: manifestOf(remotes, 1), canaryPercent: null },
          { name: 'storefront', version: '2', manifestUrl: manifestOf(remotes, 2), canaryPercent: 50 },
        ],
        visitorCookie: { name: 'harman_vid', secure: false },
        reportedLoadsPerMinute: 2,
      };
      let available = true;
      const bootData = createBootData(`http://127.0.0.1:${api.address().port}`, { releaseTable: async () => (available ? table : null) });
      return { bootData, asked: () => asked, remotes, offline: () => (available = false) };
    }
    const versionFor = (id) => (cohortOf(id) < 50 ? '2' : '1');

    it("gives a new visitor an id and their cohort's release without asking the api, and a returning one theirs", async () => {
      const { bootData, asked, remotes } = await setUp();
      const first = await bootData({});
      const id = /^harman_vid=([A-Za-z0-9_-]{22}); Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/.exec(first.setCookies[0])[1];
      expect(first.registry).toEqual({ remotes: [expect.objectContaining({ name: 'storefront', version: versionFor(id) })], healthSampleRate: 1 });
      expect(first.manifests).toEqual({ [manifestOf(remotes, versionFor(id))]: { v: Number(versionFor(id)) } });

      const again = await bootData({ cookie: `other=1; harman_vid=${id}` });
      expect(again.setCookies).toEqual([]);
      expect(again.registry.remotes[0].version).toBe(versionFor(id));
      // The third load this minute is past the two that report in full.
      expect((await bootData({ cookie: `harman_vid=${id}` })).registry.healthSampleRate).toBe(0.6667);
      expect(asked()).toBe(0);
    });

    it('asks the api for a signed-in visitor, and for everyone while the table cannot be had', async () => {
      const { bootData, asked, offline } = await setUp();
      expect((await bootData({ cookie: 'harman_signed_in=1; harman_vid=x' })).setCookies).toEqual(['harman_vid=fromapi; Path=/']);
      expect(asked()).toBe(1);
      offline();
      expect((await bootData({})).setCookies).toEqual(['harman_vid=fromapi; Path=/']);
      expect(asked()).toBe(2);
    });
  });

  it('goes first in the head, and no text in it can close its script element', () => {
    const html = withBootData('<html><head><title>x</title></head></html>', { registry: { remotes: [{ name: '</script><script>alert(1)</script>' }] } });
    expect(html.startsWith('<html><head><script>window.__HARMAN_BOOT__={')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /__HARMAN_BOOT__=(.*?)<\/script>/.exec(html)[1];
    expect(JSON.parse(json).registry.remotes[0].name).toBe('</script><script>alert(1)</script>');
  });
});
