import { createServer } from 'node:http';
import { createBootData, withBootData } from './boot-data.mjs';

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

  it('goes first in the head, and no text in it can close its script element', () => {
    const html = withBootData('<html><head><title>x</title></head></html>', { registry: { remotes: [{ name: '</script><script>alert(1)</script>' }] } });
    expect(html.startsWith('<html><head><script>window.__HARMAN_BOOT__={')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /__HARMAN_BOOT__=(.*?)<\/script>/.exec(html)[1];
    expect(JSON.parse(json).registry.remotes[0].name).toBe('</script><script>alert(1)</script>');
  });
});
