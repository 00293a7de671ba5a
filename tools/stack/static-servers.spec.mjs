import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NOT_A_PAGE_CSP, inlineScriptHashes, serveRemote, serveShell, shellContentSecurityPolicy } from './static-servers.mjs';

const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('security headers of the shell and remote origins', () => {
  let dir;
  const servers = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'harman-static-'));
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(dir, { recursive: true, force: true });
  });

  it('hashes exactly the inline scripts of a page', () => {
    const html =
      '<head><script>a()</script><script src="/x.js"></script><script type="module">b()</script>' +
      '<script type="application/ld+json" data-harman-head>{"@type":"Product"}</script><script data-type="x" type="text/javascript">c()</script></head>';
    // The JSON-LD is a data block: never run, so not hashed.
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()')]);
    const csp = shellContentSecurityPolicy({ html, remoteOrigins: ['http://r2.test', 'http://r1.test', 'http://r1.test'] });
    expect(csp).toContain(`script-src 'self' http://r1.test http://r2.test ${sha('a()')} ${sha('b()')} ${sha('c()')};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('serves the shell page with its CSP enforced, nosniff and Referrer-Policy; its files and a remote origin as code only', async () => {
    const distDir = join(dir, 'shell');
    mkdirSync(distDir);
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><script>window.early=1</script></head><body></body></html>');
    const fallbackRegistry = { remotes: [{ name: 'storefront', version: 'current', manifestUrl: 'http://localhost:4201/current/mf-manifest.json' }] };
    const shell = await serveShell({ distDir, port: 0, apiUrl: 'http://127.0.0.1:9', fallbackRegistry });
    servers.push(shell);
    const page = await fetch(`http://127.0.0.1:${shell.address().port}/shop`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(
      shellContentSecurityPolicy({ html: '<script>window.early=1</script>', remoteOrigins: ['http://localhost:4201'] }),
    );
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'self' http://localhost:4201 ${sha('window.early=1')};`);
    expect(page.headers.get('content-security-policy-report-only')).toBeNull();
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    const registry = await fetch(`http://127.0.0.1:${shell.address().port}/remotes.json`);
    expect(registry.headers.get('content-security-policy')).toBe(NOT_A_PAGE_CSP);

    mkdirSync(join(dir, 'releases', 'storefront', 'current'), { recursive: true });
    writeFileSync(join(dir, 'releases', 'storefront', 'current', 'mf-manifest.json'), '{}');
    const remote = await serveRemote({ remote: 'storefront', releasesDir: join(dir, 'releases'), port: 0, allowedOrigins: [] });
    servers.push(remote);
    const manifest = await fetch(`http://127.0.0.1:${remote.address().port}/current/mf-manifest.json`);
    expect(manifest.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(NOT_A_PAGE_CSP).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(manifest.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
