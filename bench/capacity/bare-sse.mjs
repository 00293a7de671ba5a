// The baseline of the stream lines: node:http alone holding text/event-stream responses. Prints `LISTENING <port>`.
import { createServer } from 'node:http';

const streams = new Set();
const server = createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
  response.write('retry: 3000\n\nid: 0\nevent: ready\ndata: {}\n\n');
  streams.add(response);
  response.on('close', () => streams.delete(response));
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`LISTENING ${server.address().port}\n`));
process.once('SIGTERM', () => process.exit(0));
