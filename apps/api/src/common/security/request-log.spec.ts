import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pinoHttp from 'pino-http';
import { loadConfig } from '../../config/app-config';
import { loggerParams } from '../../config/logger.config';

/**
 * The request log as the api writes it (same pino-http options), captured: a card number typed into a query
 * string, a card number and CVC in a body, cookies and an Authorization header must not appear in it.
 */
describe('request log', () => {
  let server: Server;
  const lines: string[] = [];

  beforeAll(async () => {
    const params = loggerParams(loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test' }));
    const options = typeof params.pinoHttp === 'object' && !Array.isArray(params.pinoHttp) ? params.pinoHttp : {};
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const log = pinoHttp({ ...options, transport: undefined }, sink);
    server = createServer((req, res) => {
      log(req, res);
      req.resume();
      req.on('end', () => res.end('{}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps card numbers, CVCs, cookies and credentials out', async () => {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          method: 'POST',
          path: '/api/products?q=4111111111111111&page=2',
          headers: { cookie: 'harman_rt=secret-refresh-token', authorization: 'Bearer secret-token', 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ cardNumber: '5555555555554444', cvc: '7291' }));
    });
    const output = lines.join('');
    expect(output).toContain('/api/products?q=[card number removed]&page=2');
    for (const secret of ['4111111111111111', '5555555555554444', '7291', 'secret-refresh-token', 'secret-token']) {
      expect(output).not.toContain(secret);
    }
  });
});
