import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pinoHttp from 'pino-http';
import { loadConfig } from './app-config';
import { loggerParams } from './logger.config';

/**
 * The request log with LOG_FORMAT=pretty as the api sets it up (the pino-pretty transport left out, its input
 * captured): one short message per request, none for health checks and media files.
 */
describe('the readable request log', () => {
  let server: Server;
  const entries: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const params = loggerParams(loadConfig({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }));
    const options = typeof params.pinoHttp === 'object' && !Array.isArray(params.pinoHttp) ? params.pinoHttp : {};
    expect(options).toMatchObject({ transport: { target: 'pino-pretty' } });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        entries.push(JSON.parse(chunk.toString('utf8')));
        done();
      },
    });
    const log = pinoHttp({ ...options, transport: undefined }, sink);
    server = createServer((req, res) => {
      log(req, res);
      // As the access guard does for a signed-in request.
      if (req.headers['x-test-user']) Object.assign(req, { user: { id: req.headers['x-test-user'] } });
      res.statusCode = req.url === '/api/missing' ? 404 : 200;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<void>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const req = httpRequest({ port, path, headers }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });

  it('says method, path, status, time and user in one message, card numbers masked', async () => {
    await get('/api/products?q=4111111111111111');
    await get('/api/account/profile', { 'x-test-user': 'user-42' });
    await get('/api/missing');
    const messages = entries.map((entry) => entry.msg);
    expect(messages).toEqual([
      expect.stringMatching(/^GET \/api\/products\?q=\[card number removed\] 200 \d+ ms$/),
      expect.stringMatching(/^GET \/api\/account\/profile 200 \d+ ms user user-42$/),
      expect.stringMatching(/^GET \/api\/missing 404 \d+ ms$/),
    ]);
    expect(entries[1].userId).toBe('user-42');
  });

  it('leaves out health checks and static media', async () => {
    entries.length = 0;
    await get('/api/health');
    await get('/api/media/products/ethiopia.svg');
    await get('/api/healthy-looking-route');
    expect(entries.map((entry) => entry.msg)).toEqual([expect.stringMatching(/^GET \/api\/healthy-looking-route 200/)]);
  });
});
