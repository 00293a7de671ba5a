import express from 'express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { compressedStatic, pickEncoding } from './compressed-static.mjs';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('compressedStatic', () => {
  const root = mkdtempSync(join(tmpdir(), 'compressed-static-'));
  const script = 'console.log("kahve");\n'.repeat(200);
  writeFileSync(join(root, 'app.0123456789.js'), script);
  writeFileSync(join(root, 'tiny.js'), 'x');
  // Brotli copies as a build writes them (tools/rsbuild/precompress.ts), at quality 1 so they differ in size from
  // what the server would make: one of the file as it is, one left from another build of the file.
  const copyOf = (text) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
  const built = 'export const harman = "kavrulmuş";\n'.repeat(200);
  writeFileSync(join(root, 'built.0123456789.js'), built);
  writeFileSync(join(root, 'built.0123456789.js.br'), copyOf(built));
  const changed = 'export const harman = "taze";\n'.repeat(200);
  writeFileSync(join(root, 'changed.js'), changed);
  writeFileSync(join(root, 'changed.js.br'), copyOf('export const harman = "bayat";\n'.repeat(200)));
  let server;
  let base;
  beforeAll(async () => {
    const app = express();
    app.use(compressedStatic(root, { setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=60') }));
    app.use((_req, res) => res.status(404).send('fell through'));
    server = await new Promise((resolve) => {
      const listening = app.listen(0, () => resolve(listening));
    });
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path, headers) => fetch(`${base}${path}`, { headers });

  it('sends the file compressed as asked, with its type, cache headers and an ETag that gives a 304', async () => {
    const br = await get('/app.0123456789.js', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=60');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const gzip = await get('/app.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes both encodings: each body is the file.
    expect(await br.text()).toBe(script);
    expect(await gzip.text()).toBe(script);
    const again = await get('/app.0123456789.js', { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag') });
    expect(again.status).toBe(304);
  });

  it("sends a build's brotli copy of the file as it is, and compresses anew when the copy holds other content", async () => {
    const fromCopy = await get('/built.0123456789.js', { 'accept-encoding': 'br' });
    expect(fromCopy.headers.get('content-encoding')).toBe('br');
    expect(Number(fromCopy.headers.get('content-length'))).toBe(copyOf(built).length);
    expect(await fromCopy.text()).toBe(built);

    const stale = await get('/changed.js', { 'accept-encoding': 'br' });
    expect(Number(stale.headers.get('content-length'))).not.toBe(copyOf('export const harman = "bayat";\n'.repeat(200)).length);
    expect(await stale.text()).toBe(changed);
  });

  it('leaves tiny files, unknown paths, paths outside the root and plain requests to the next handler', async () => {
    for (const [path, encoding] of [
      ['/tiny.js', 'br'],
      ['/missing.js', 'br'],
      ['/..%2f..%2fetc%2fpasswd.js', 'br'],
      ['/app.0123456789.js', 'identity'],
    ]) {
      const response = await get(path, { 'accept-encoding': encoding });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toBe('fell through');
    }
  });
});
