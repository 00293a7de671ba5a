import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assertShellProvides, modulesNeeded } from './shell-compat.mjs';

const manifest = { shared: [{ name: 'react' }, { name: '@harman/ui' }, { name: 'react' }, { name: 'zod/mini' }] };

describe('a remote is only deployed against a shell that provides what it takes from the page', () => {
  let server: Server;
  let shellOrigin: string;
  let answer: { status: number; body: unknown };

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url !== '/shared-modules.json') return void response.writeHead(404).end();
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    shellOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the modules a build needs from its manifest, once each', () => {
    expect(modulesNeeded(manifest)).toEqual(['@harman/ui', 'react', 'zod/mini']);
  });

  it('lets the deploy go on when the live shell provides every one', async () => {
    answer = { status: 200, body: { modules: { react: '19.3.1', '@harman/ui': '0.1.0', 'zod/mini': '4.6.7', 'react-dom': '19.3.1' } } };
    await expect(assertShellProvides({ remote: 'storefront', manifest, shellOrigin })).resolves.toBeUndefined();
  });

  it('refuses a build that needs a module the live shell lacks, naming it and what to do', async () => {
    answer = { status: 200, body: { modules: { react: '19.3.1' } } };
    await expect(assertShellProvides({ remote: 'storefront', manifest, shellOrigin })).rejects.toThrow(
      "storefront takes @harman/ui, zod/mini from the page and the live shell does not provide them: add them to apps/shell/src/federation/shared-modules.ts and release the shell first",
    );
  });

  it('refuses when it cannot learn what the shell provides', async () => {
    answer = { status: 503, body: {} };
    await expect(assertShellProvides({ remote: 'account', manifest, shellOrigin })).rejects.toThrow(/cannot read what the live shell provides .*answered 503/);
  });
});
