import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface PendingRequest {
  /** Resolves once the server has read the headers and is waiting for the body (its `100 Continue`). */
  accepted: Promise<void>;
  /** Sends the body; resolves with the answer. */
  finish(): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>;
  abort(): void;
}

/**
 * A JSON request that is provably in flight on the server: headers sent with `Expect: 100-continue`, the body
 * held back until `finish()`. What a slow upload or a slow handler is to a shutting-down process.
 */
export function pendingJsonRequest(baseUrl: string, method: string, path: string, json: unknown): PendingRequest {
  const body = JSON.stringify(json);
  const client = httpRequest(new URL(path, baseUrl), {
    method,
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Expect: '100-continue' },
  });
  const accepted = new Promise<void>((resolve, reject) => {
    client.once('continue', () => resolve());
    client.once('error', reject);
  });
  const answer = new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    client.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    client.once('error', reject);
  });
  // Awaited only by tests that go that far; an aborted request must not become an unhandled rejection.
  accepted.catch(() => undefined);
  answer.catch(() => undefined);
  client.flushHeaders();
  return {
    accepted,
    finish: () => {
      client.end(body);
      return answer;
    },
    abort: () => client.destroy(),
  };
}
