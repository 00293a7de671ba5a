import { request, Agent, type ClientRequest } from 'node:http';

/** One bench client's open event stream: when its first `notification` event arrived, and that event. */
export interface BenchStream {
  userId: string;
  received: Map<string, { at: number; createdAt: string }>;
  ready: Promise<void>;
  close(): void;
}

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens the user's stream with their access cookie; `ready` resolves on the stream's first (`ready`) event. */
export function openStream(baseUrl: string, userId: string, cookie: string, onNotification: () => void): BenchStream {
  const received = new Map<string, { at: number; createdAt: string }>();
  let client: ClientRequest;
  const ready = new Promise<void>((resolve, reject) => {
    client = request(`${baseUrl}/api/notifications/stream`, { agent, headers: { Accept: 'text/event-stream', Cookie: cookie } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (event === 'ready') resolve();
          if (event === 'notification') {
            const at = performance.timeOrigin + performance.now();
            const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as { id: string; createdAt: string };
            if (!received.has(data.id)) received.set(data.id, { at, createdAt: data.createdAt });
            onNotification();
          }
        }
      });
    });
    client.on('error', reject);
    client.end();
  });
  return { userId, received, ready, close: () => client.destroy() };
}
