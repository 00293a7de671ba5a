import { FORM_TOKEN_HEADER } from '@harman/contracts';
import type { Server } from 'node:http';
import request from 'supertest';

/**
 * A visitor's browser against the api: keeps the form cookie like a browser does, fetches an anti-forgery
 * token, and posts from a chosen client address (the test apps trust the loopback proxy's X-Forwarded-For).
 */
export class FormVisitor {
  readonly agent: ReturnType<typeof request.agent>;
  private token: string | undefined;
  /** The browser id cookie the api set on the first token request. */
  browserId: string | undefined;

  constructor(server: Server, readonly ip = '203.0.113.10') {
    this.agent = request.agent(server);
  }

  async freshToken(): Promise<string> {
    const response = await this.agent.get('/api/forms/token').set('X-Forwarded-For', this.ip).expect(200);
    this.token = response.body.token as string;
    const cookie = ((response.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((line) =>
      line.startsWith('harman_form_browser='),
    );
    if (cookie) this.browserId = cookie.split(';')[0].split('=')[1];
    return this.token;
  }

  /** Posts with the last fetched token (call `freshToken` first), another token, or none (`null`). */
  post(path: string, body: object, token?: string | null) {
    const value = token === undefined ? this.token : token;
    const pending = this.agent.post(`/api/forms/${path}`).set('X-Forwarded-For', this.ip);
    if (value !== null && value !== undefined) pending.set(FORM_TOKEN_HEADER, value);
    return pending.send(body);
  }
}

let counter = 0;
/** A unique address per call, so tests do not share the per-e-mail limit by accident. */
export function uniqueEmail(prefix = 'ziyaretci'): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now()}@example.com`;
}
/** A unique documentation-range client address per call. */
export function uniqueIp(): string {
  counter += 1;
  return `198.51.100.${counter % 250}`;
}
