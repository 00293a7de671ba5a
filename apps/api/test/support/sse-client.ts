import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitUntil } from './wait-until';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/** An open text/event-stream response, parsed as EventSource would, with every event kept in order. */
export interface SseConnection {
  status: number;
  headers: IncomingMessage['headers'];
  events: SseEvent[];
  /** Comment lines seen (heartbeats). */
  comments: number;
  ended: Promise<void>;
  /** Waits until `count` events of that name have arrived; answers them. */
  waitFor(event: string, count?: number, timeoutMs?: number): Promise<SseEvent[]>;
  of(event: string): SseEvent[];
  close(): void;
}

/** The base URL of an in-process server or an api process. */
export function baseUrlOf(target: Server | string): string {
  if (typeof target === 'string') return target;
  const { port } = target.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Opens `path` as an event stream; resolves once the status line and headers have arrived. */
export async function openEventStream(
  target: Server | string,
  path: string,
  headers: Record<string, string> = {},
): Promise<SseConnection> {
  // An app started with init() only does not listen yet (supertest listens per request): listen on a free port.
  if (typeof target !== 'string' && !target.listening) await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const url = new URL(path, baseUrlOf(target));
  return new Promise((resolve, reject) => {
    const events: SseEvent[] = [];
    let endResolve: () => void;
    const ended = new Promise<void>((r) => (endResolve = r));
    const client: ClientRequest = httpRequest(url, { headers: { Accept: 'text/event-stream', ...headers } }, (response) => {
      const connection: SseConnection = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments: 0,
        ended,
        of: (event) => events.filter((e) => e.event === event),
        waitFor: (event, count = 1, timeoutMs = 10_000) =>
          waitUntil(() => connection.of(event).length >= count && connection.of(event), `${count} '${event}' event(s)`, { timeoutMs }),
        close: () => client.destroy(),
      };
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const parsed: SseEvent = { event: 'message', data: '' };
          const data: string[] = [];
          let fields = 0;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              connection.comments += 1;
              continue;
            }
            const colon = line.indexOf(':');
            const name = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            fields += 1;
            if (name === 'id') parsed.id = value;
            else if (name === 'event') parsed.event = value;
            else if (name === 'data') data.push(value);
            else fields -= 1;
          }
          if (fields === 0 || data.length === 0) continue;
          parsed.data = data.join('\n');
          events.push(parsed);
        }
      });
      response.on('end', () => endResolve());
      response.on('close', () => endResolve());
      resolve(connection);
    });
    client.on('error', (error) => {
      endResolve?.();
      reject(error);
    });
    client.end();
  });
}
