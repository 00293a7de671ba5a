// The local stand-in for a cloud load balancer in front of api replicas: http-proxy-3 (a maintained rewrite of
// http-proxy), configured to send each request to the next replica in turn. No health checking or retrying here:
// a request that reaches a dead replica gets a 502 and the client retries it, as clients of a real balancer must
// during a rollout; event streams pass through unbuffered and reconnect the same way.
import { createServer } from 'node:http';
import { createProxyServer } from 'http-proxy-3';

/**
 * Starts the proxy on `port` (0: any free one) and resolves with its server once it listens.
 * @param {{ port: number, host?: string, targets: string[] }} options
 */
export async function startRoundRobinProxy({ port, host = '127.0.0.1', targets }) {
  if (targets.length === 0) throw new Error('startRoundRobinProxy needs at least one target');
  // xfwd: the replica sees the client's address in X-Forwarded-For, one (trusted, loopback) hop further.
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 60_000 });
  proxy.on('error', (_error, _request, response) => {
    // A WebSocket upgrade would hand a socket here; this stack has none, so only HTTP responses arrive.
    if (!response || typeof response.writeHead !== 'function' || response.headersSent) return response?.destroy?.();
    response.writeHead(502, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify({ statusCode: 502, code: 'UPSTREAM_UNAVAILABLE', message: 'No api replica answered; retry.' }));
  });
  // A replica that dies mid-answer: cut the client's connection too, so it sees the failure and retries, instead of
  // waiting forever on a response that will never end.
  proxy.on('proxyRes', (proxyResponse, _request, response) => {
    proxyResponse.once('close', () => {
      if (!proxyResponse.complete) response.destroy();
    });
  });
  let next = 0;
  const server = createServer((request, response) => {
    const target = targets[next];
    next = (next + 1) % targets.length;
    proxy.web(request, response, { target });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  server.on('close', () => proxy.close());
  return server;
}
