import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shell's server lives in tools/, which is no Nx project
import { serveShell } from '../../../tools/stack/static-servers.mjs';
import { SecurityLog } from '../src/common/security/security-log';
import { seedUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const WRONG = 'Wrong-Password-99';

/** A sign-in from a chosen local address (Linux routes all of 127.0.0.0/8 to loopback): a client of its own. */
function signInFrom(url: string, localAddress: string, body: object, headers: Record<string, string> = {}): Promise<{ status: number; body: { code?: string } }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      `${url}/api/auth/login`,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Issue 13, finding 3: the api trusts exactly the shell's proxy hop (as `npm start` configures it), never an
 * X-Forwarded-For a client wrote, whether the client comes through the proxy or straight to the api.
 */
describe('the client address behind the shell proxy', () => {
  let t: TestApp;
  let shell: Server;
  let apiUrl: string;
  let shellUrl: string;
  let securityEvents: jest.SpyInstance;
  const distDir = mkdtempSync(join(tmpdir(), 'harman-shell-'));
  /** The address the api logged for the last failed sign-in. */
  const lastFailureIp = () => {
    const calls = securityEvents.mock.calls.filter(([event]) => event === 'login_failure');
    return (calls.at(-1)?.[1] as { ip?: string } | undefined)?.ip;
  };

  beforeAll(async () => {
    // The shell's server connects to the api from 127.0.0.1: that address, and only it, is the proxy.
    t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
    shell = await serveShell({ distDir, port: 0, apiUrl, fallbackRegistry: { remotes: [] } });
    shellUrl = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
    securityEvents = jest.spyOn(t.app.get(SecurityLog), 'record');
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => shell?.close(resolve));
    await t?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('tells visitors behind the proxy apart: a stranger locks only himself out, not the owner elsewhere', async () => {
    const owner = await seedUser(t);
    for (let i = 0; i < 4; i += 1) expect((await signInFrom(shellUrl, '127.0.0.2', { email: owner.email, password: WRONG })).status).toBe(401);
    expect(lastFailureIp()).toMatch(/127\.0\.0\.2$/);
    expect((await signInFrom(shellUrl, '127.0.0.2', { email: owner.email, password: WRONG })).status).toBe(423);
    expect((await signInFrom(shellUrl, '127.0.0.2', { email: owner.email, password: owner.password })).status).toBe(423);
    // Another visitor (another address) through the same proxy is not locked.
    expect((await signInFrom(shellUrl, '127.0.0.3', { email: owner.email, password: owner.password })).status).toBe(200);
  });

  it('ignores an X-Forwarded-For the visitor sent through the proxy, even from the proxy\'s own address', async () => {
    const user = await seedUser(t);
    const spoofed = { 'X-Forwarded-For': '203.0.113.77', 'X-Real-IP': '203.0.113.78', Forwarded: 'for=203.0.113.79' };
    await signInFrom(shellUrl, '127.0.0.1', { email: user.email, password: WRONG }, spoofed);
    expect(lastFailureIp()).toMatch(/(^|:)127\.0\.0\.1$/);
    // A new forged address per request does not make a new client: the fifth failure locks.
    for (let i = 0; i < 3; i += 1) {
      await signInFrom(shellUrl, '127.0.0.1', { email: user.email, password: WRONG }, { 'X-Forwarded-For': `198.51.100.${i + 1}` });
    }
    expect((await signInFrom(shellUrl, '127.0.0.1', { email: user.email, password: WRONG }, { 'X-Forwarded-For': '198.51.100.9' })).status).toBe(423);
  });

  it('ignores X-Forwarded-For on a direct connection from anything but the proxy', async () => {
    const user = await seedUser(t);
    for (let i = 0; i < 4; i += 1) {
      const answer = await signInFrom(apiUrl, '127.0.0.5', { email: user.email, password: WRONG }, { 'X-Forwarded-For': `192.0.2.${i + 1}` });
      expect(answer.status).toBe(401);
      expect(lastFailureIp()).toMatch(/127\.0\.0\.5$/);
    }
    expect((await signInFrom(apiUrl, '127.0.0.5', { email: user.email, password: WRONG }, { 'X-Forwarded-For': '192.0.2.99' })).status).toBe(423);
  });

  it('reads only the one hop it trusts even when the proxy passes a longer chain', async () => {
    const user = await seedUser(t);
    // A local client's own "192.0.2.50" with the proxy's entry for it appended: only the proxy's entry counts,
    // though the client's address is a listed proxy address too.
    await signInFrom(apiUrl, '127.0.0.1', { email: user.email, password: WRONG }, { 'X-Forwarded-For': '192.0.2.50, 127.0.0.1' });
    expect(lastFailureIp()).toBe('127.0.0.1');
  });
});
